// What each store reader of Companies may see and do there, as the call tables admit them
// (src/ports/calls: `staff` beside `access`): sales decides the applications for a trade
// account and keeps the contract prices; finance keeps the net terms and reads each
// company's statement. The page asks for nothing the API would refuse the reader.
import type { SessionRole } from '../../../../machines/session.selectors';

export interface CompaniesPageRights {
  /** Reads the applications for a trade account, and approves or declines them. */
  readonly decidesApplications: boolean;
  /** Reads and sets each company's contract prices. */
  readonly keepsPriceLists: boolean;
  /** Reads and sets each company's net terms, and opens its statement. */
  readonly keepsAccounts: boolean;
}

export function companiesPageRights(role: SessionRole): CompaniesPageRights {
  const sales = role === 'admin' || role === 'sales';
  return {
    decidesApplications: sales,
    keepsPriceLists: sales,
    keepsAccounts: role === 'admin' || role === 'finance',
  };
}
