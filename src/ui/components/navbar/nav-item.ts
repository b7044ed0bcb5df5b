/** One entry of a navigation list: in-app paths start with "/". */
export interface NavItem {
  label: string;
  href: string;
  /** How many things it leads to (the cart's tools), shown beside the label; null: not known. */
  count?: number | null;
}
