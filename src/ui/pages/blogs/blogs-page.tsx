import { ContentPage } from '../../components/content-page/content-page';
import { blogIntro, blogPosts, type BlogPost } from './content/blog-posts';
import * as styles from './blogs-page.css';

export interface BlogsPageProps {
  posts?: readonly BlogPost[];
}

/** Questions and answers about front-end development. */
export function BlogsPage({ posts = blogPosts }: BlogsPageProps) {
  return (
    <ContentPage title="Blogs" intro={blogIntro}>
      <div className={styles.posts}>
        {posts.map((post) => (
          <article key={post.id} aria-labelledby={`blog-${post.id}`} className={styles.post}>
            <h2 id={`blog-${post.id}`} className={styles.question}>
              {post.question}
            </h2>
            {post.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </article>
        ))}
      </div>
    </ContentPage>
  );
}
