// Companies (store admins, sales, finance): every company, a page at a time and searched by
// name or tax id, each with the actions its reader may take, and beside them (for those who
// decide them) the applications for a trade account waiting for an answer.
import type { Company } from '../../../domain/company';
import type { CompanyApplication } from '../../../domain/company-application';
import type { Page } from '../../../domain/page';
import { DateText } from '../../components/date-text/date-text';
import type { TableColumn } from '../../components/table/table';
import { mapLoaded } from '../../data/load-view';
import { ListTablePage, searched, type ListPageProps } from '../dashboard-shared/list-table-page';
import { Button } from '../../components/button/button';
import { ApplicationsSection, type ApplicationsSectionProps } from './applications-section';
import { Link } from '../../components/link/link';
import * as styles from './companies-page.css';
import { PriceListDialog, type PriceListEditing } from './price-list-dialog';
import { TermsDialog, type TermsEditing } from './terms-dialog';

export interface CompaniesData {
  /** The page of companies the address asks for. */
  readonly companies: Page<Company>;
  /** Waiting ones first (none read for a reader who does not decide them). */
  readonly applications: readonly CompanyApplication[];
}

export interface CompaniesPageProps
  extends Omit<ApplicationsSectionProps, 'applications' | 'loading'>, ListPageProps<CompaniesData> {
  /** Without it, no contract prices are offered (the page is still loading). */
  priceLists?: PriceListEditing | undefined;
  /** Net terms and the statement of each company (absent: not offered). */
  terms?: TermsEditing | undefined;
  /** Whether the reader decides the applications (finance does not: no section). */
  decidesApplications?: boolean | undefined;
}

const NO_COMPANIES = 'No companies yet: they are made by approving an application.';

const baseColumns: ReadonlyArray<TableColumn<Company>> = [
  { header: 'Company', cell: (company) => company.name, card: 'title' },
  { header: 'Tax id', cell: (company) => company.taxId },
  { header: 'Billing address', cell: (company) => company.billingAddress },
  {
    header: 'Delivery addresses',
    cell: (company) => company.deliveryAddresses.length,
    numeric: true,
  },
  { header: 'Since', cell: (company) => <DateText iso={company.createdAt} /> },
];

/** What a company's row offers its reader once the page has loaded. */
interface CompanyActions {
  readonly priceLists?: PriceListEditing | undefined;
  readonly terms?: TermsEditing | undefined;
  readonly onChanged?: (() => void) | undefined;
}

/** The companies' columns, and per company its actions where they can be taken. */
const columnsOf = (actions: CompanyActions): ReadonlyArray<TableColumn<Company>> =>
  actions.priceLists || actions.terms
    ? [
        ...baseColumns,
        {
          header: 'Actions',
          card: 'actions',
          cell: (company) => (
            <span className={styles.actions}>
              {actions.priceLists && (
                <PriceListDialog
                  company={company}
                  {...actions.priceLists}
                  trigger={
                    <Button variant="secondary" aria-label={`Contract prices of ${company.name}`}>
                      Contract prices
                    </Button>
                  }
                />
              )}
              {actions.terms && (
                <>
                  <TermsDialog
                    company={company}
                    {...actions.terms}
                    onSaved={actions.onChanged}
                    trigger={
                      <Button variant="secondary" aria-label={`Terms of ${company.name}`}>
                        Terms
                      </Button>
                    }
                  />
                  <Link
                    href={`/dashboard/companies/${company._id}/statement`}
                    look={{ variant: 'secondary' }}
                    aria-label={`Statement of ${company.name}`}
                  >
                    Statement
                  </Link>
                </>
              )}
            </span>
          ),
        },
      ]
    : baseColumns;

export function CompaniesPage({
  view,
  listing,
  priceLists,
  terms,
  decidesApplications = true,
  ...decisions
}: CompaniesPageProps) {
  const columns = columnsOf({ priceLists, terms, onChanged: decisions.onChanged });
  return (
    <>
      <ListTablePage
        {...searched({ headingId: 'companies-heading', title: 'Companies' }, listing)}
        view={mapLoaded(view, (data) => data.companies)}
        caption="Companies, by name"
        columns={columns}
        rowKey={(company) => company._id}
        emptyMessage={NO_COMPANIES}
        errorTitle="The companies could not be loaded"
        searchLabel="Search companies by name or tax id"
        pagerLabel="Pages of companies"
      />
      {decidesApplications && view.status !== 'failed' && (
        <ApplicationsSection
          applications={view.status === 'loaded' ? view.value.applications : []}
          loading={view.status === 'loading'}
          {...decisions}
        />
      )}
    </>
  );
}
