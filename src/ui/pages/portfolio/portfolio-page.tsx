import type { ReactNode } from 'react';
import { ContentPage } from '../../components/content-page/content-page';
import { Link } from '../../components/link/link';
import { Stack } from '../../components/stack/stack';
import { portfolio as defaultPortfolio, type Portfolio } from './content/portfolio';
import * as styles from './portfolio-page.css';

/** A personal portfolio: education, skills and three projects. */
export function PortfolioPage({ portfolio = defaultPortfolio }: { portfolio?: Portfolio }) {
  return (
    <ContentPage title={portfolio.title} intro={portfolio.intro}>
      <PortfolioSection id="portfolio-education" title="Education">
        <Stack as="ul" padding="0" listStyle="none">
          {portfolio.education.map((entry) => (
            <li key={entry.degree}>
              <strong>{entry.degree}</strong>
              <p className={styles.muted}>
                {entry.school}, {entry.years}
              </p>
            </li>
          ))}
        </Stack>
      </PortfolioSection>
      <PortfolioSection id="portfolio-skills" title="Skills">
        <Stack as="ul" flexDirection="row" gap="2" padding="0" listStyle="none">
          {portfolio.skills.map((skill) => (
            <li key={skill} className={styles.skill}>
              {skill}
            </li>
          ))}
        </Stack>
      </PortfolioSection>
      <PortfolioSection id="portfolio-projects" title="Projects">
        <Stack as="ul" padding="0" listStyle="none">
          {portfolio.projects.map((project) => (
            <li key={project.href}>
              <Link href={project.href}>{project.name}</Link>
              <p className={styles.muted}>{project.summary}</p>
            </li>
          ))}
        </Stack>
      </PortfolioSection>
    </ContentPage>
  );
}

/** One part of the portfolio, named by its heading. */
function PortfolioSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack as="section" aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </Stack>
  );
}
