import { ContentPage } from '../../components/content-page/content-page';
import { Link } from '../../components/link/link';
import { portfolio as defaultPortfolio, type Portfolio } from './content/portfolio';
import * as styles from './portfolio-page.css';

/** A personal portfolio: education, skills and three projects. */
export function PortfolioPage({ portfolio = defaultPortfolio }: { portfolio?: Portfolio }) {
  return (
    <ContentPage title={portfolio.title} intro={portfolio.intro}>
      <section aria-labelledby="portfolio-education" className={styles.block}>
        <h2 id="portfolio-education" className={styles.heading}>
          Education
        </h2>
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
      </section>
      <section aria-labelledby="portfolio-skills" className={styles.block}>
        <h2 id="portfolio-skills" className={styles.heading}>
          Skills
        </h2>
        <ul className={styles.skills}>
          {portfolio.skills.map((skill) => (
            <li key={skill} className={styles.skill}>
              {skill}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="portfolio-projects" className={styles.block}>
        <h2 id="portfolio-projects" className={styles.heading}>
          Projects
        </h2>
        <ul className={styles.list}>
          {portfolio.projects.map((project) => (
            <li key={project.href}>
              <Link href={project.href}>{project.name}</Link>
              <p className={styles.muted}>{project.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </ContentPage>
  );
}
