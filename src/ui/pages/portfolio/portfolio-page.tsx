import type { ReactNode } from 'react';
import { ContentPage } from '../../components/content-page/content-page';
import { Link } from '../../components/link/link';
import { portfolio as defaultPortfolio, type Portfolio } from './content/portfolio';
import * as styles from './portfolio-page.css';

/** A personal portfolio: education, skills and three projects. */
export function PortfolioPage({ portfolio = defaultPortfolio }: { portfolio?: Portfolio }) {
  return (
    <ContentPage title={portfolio.title} intro={portfolio.intro}>
      <PortfolioSection id="portfolio-education" title="Education">
        <ul className={styles.list}>
          {portfolio.education.map((entry) => (
            <li key={entry.degree}>
              <strong>{entry.degree}</strong>
              <p className={styles.muted}>
                {entry.school}, {entry.years}
              </p>
            </li>
          ))}
        </ul>
      </PortfolioSection>
      <PortfolioSection id="portfolio-skills" title="Skills">
        <ul className={styles.skills}>
          {portfolio.skills.map((skill) => (
            <li key={skill} className={styles.skill}>
              {skill}
            </li>
          ))}
        </ul>
      </PortfolioSection>
      <PortfolioSection id="portfolio-projects" title="Projects">
        <ul className={styles.list}>
          {portfolio.projects.map((project) => (
            <li key={project.href}>
              <Link href={project.href}>{project.name}</Link>
              <p className={styles.muted}>{project.summary}</p>
            </li>
          ))}
        </ul>
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
    <section aria-labelledby={id} className={styles.block}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
