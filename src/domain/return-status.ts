// A return's states, apart from its rules and schemas: the Returns route reads its address's
// state with them, and routes are in the app's first load.
export const RETURN_STATUSES = ['requested', 'accepted', 'refused', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
