import { unitPriceLabel } from '../../../domain/display';
import type { Tool } from '../../../domain/tool';
import { Stack } from '../../components/stack/stack';
import * as checkout from '../checkout-shared/checkout-layout.css';
import * as styles from './tool-detail-page.css';

/** The tool as the customer decides on it: photo, description, price and limits. */
export function ToolSummary({ tool }: { tool: Tool }) {
  return (
    <Stack as="section" aria-labelledby="tool-name">
      <img src={tool.img} alt="" className={styles.image} />
      <h1 id="tool-name">{tool.name}</h1>
      <p>{tool.description}</p>
      <dl className={checkout.facts}>
        <dt className={checkout.factName}>Price</dt>
        <dd className={styles.factValue}>{unitPriceLabel(tool.price)}</dd>
        <dt className={checkout.factName}>Minimum order</dt>
        <dd className={styles.factValue}>{tool.minQty}</dd>
        <dt className={checkout.factName}>Available</dt>
        <dd className={styles.factValue}>{tool.availableQty}</dd>
      </dl>
    </Stack>
  );
}
