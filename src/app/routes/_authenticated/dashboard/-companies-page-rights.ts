// What each store reader of Companies may see and do there, as the call tables admit them
// (src/ports/calls: `staff` beside `access`): sales decides the applications for a trade
// account and keeps the contract prices; finance keeps the net terms and reads each
// company's statement. The page asks for nothing the API would refuse the reader.
import type { SessionRole } from '../../../../machines/session.selectors';

export function companiesPageRights(role: SessionRole) {
  const sales = role === 'admin' || role === 'sales';
  return {
    /** Reads the applications for a trade account, and approves or declines them. */
    decidesApplications: sales,
    /** Reads and sets each company's contract prices. */
    keepsPriceLists: sales,
    /** Reads and sets each company's net terms, and opens its statement. */
    keepsAccounts: role === 'admin' || role === 'finance',
  } as const;
}

export type CompaniesPageRights = ReturnType<typeof companiesPageRights>;
