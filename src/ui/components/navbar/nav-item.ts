/** One entry of a navigation list: in-app paths start with "/". */
export interface NavItem {
  label: string;
  href: string;
}
