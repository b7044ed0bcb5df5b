// Where an admin acts on one tool: linked from Manage Product's menu and from Overview's
// low-stock list.
export const editToolPath = (toolId: string): string =>
  `/dashboard/manageProduct/${encodeURIComponent(toolId)}/edit`;
