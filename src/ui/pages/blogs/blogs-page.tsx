import { ContentPage } from '../../components/content-page/content-page';
import { Stack } from '../../components/stack/stack';
import { blogIntro, blogPosts, type BlogPost } from './content/blog-posts';
import * as styles from './blogs-page.css';

export interface BlogsPageProps {
  posts?: readonly BlogPost[];
}

/** Questions and answers about front-end development. */
export function BlogsPage({ posts = blogPosts }: BlogsPageProps) {
  return (
    <ContentPage title="Blogs" intro={blogIntro}>
      <Stack gap="10">
        {posts.map((post) => (
          <Stack as="article" key={post.id} aria-labelledby={`blog-${post.id}`} gap="3">
            <h2 id={`blog-${post.id}`} className={styles.question}>
              {post.question}
            </h2>
            {post.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Stack>
        ))}
      </Stack>
    </ContentPage>
  );
}
