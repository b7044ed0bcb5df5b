// /tools/{slug} in the app: a tool's public page, as the API draws it for visitors and
// search engines (server/src/web-pages/product-page.html.ts), in the same words
// (domain/product-page.ts). Reached from the catalogue's cards without a page load.
import { productFacts } from '../../../domain/product-page';
import type { ToolPage } from '../../../domain/tool-page-schema';
import { Link } from '../../components/link/link';
import { PriceTiers } from '../../components/price-tiers/price-tiers';
import { Spinner } from '../../components/spinner/spinner';
import { Stack } from '../../components/stack/stack';
import type { LoadView } from '../../data/load-view';
import * as checkout from '../checkout-shared/checkout-layout.css';
import * as detail from '../tool-detail/tool-detail-page.css';
import { ToolUnavailable } from '../tool-detail/tool-unavailable';
import * as styles from './product-page.css';

export interface ProductPageProps {
  view: LoadView<ToolPage>;
  /** Whether a sign-in is kept: the link to order then says "Order". */
  signedIn: boolean;
}

export function ProductPage({ view, signedIn }: ProductPageProps) {
  if (view.status === 'failed') return <ToolUnavailable error={view.error} onRetry={view.retry} />;
  if (view.status === 'loading') {
    return (
      <div className={checkout.twoColumns}>
        <div className={detail.imagePlaceholder} />
        <div>
          <Spinner label="Loading the tool" showLabel />
          <div className={detail.textPlaceholder} />
          <div className={detail.textPlaceholder} />
        </div>
      </div>
    );
  }
  const { tool } = view.value;
  const facts = productFacts(tool);
  return (
    <article aria-labelledby="tool-name" className={checkout.twoColumns}>
      <img src={tool.img} alt={tool.name} className={detail.image} fetchPriority="high" />
      <Stack>
        <h1 id="tool-name" className={styles.name}>
          {tool.name}
        </h1>
        <p className={styles.price}>{facts.priceLine}</p>
        <p className={facts.inStock ? styles.stock : styles.outOfStock}>{facts.stock}</p>
        <p className={styles.muted}>{facts.minimumOrder}</p>
        {tool.partNumber && <p className={styles.muted}>Part number: {tool.partNumber}</p>}
        <div>
          <Link href={`/tool/${encodeURIComponent(tool._id)}`} look={{ variant: 'primary' }}>
            {signedIn ? 'Order' : 'Sign in to order'}
          </Link>
        </div>
        <PriceTiers tool={tool} qty={undefined} />
        <h2 className={styles.heading}>About this tool</h2>
        <p className={styles.description}>{tool.description}</p>
      </Stack>
    </article>
  );
}
