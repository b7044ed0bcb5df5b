import { unitPriceLabel } from '../../../domain/display';
import type { Tool } from '../../../domain/tool';
import { Stack } from '../../components/stack/stack';
import { Fact, Facts } from '../../components/facts/facts';
import * as styles from './tool-detail-page.css';

/** The tool as the customer decides on it: photo, description, price and limits. */
export function ToolSummary({ tool }: { tool: Tool }) {
  return (
    <Stack as="section" aria-labelledby="tool-name">
      {/* The largest thing on a phone screen here: fetched first. */}
      <img src={tool.img} alt="" className={styles.image} fetchPriority="high" />
      <h1 id="tool-name">{tool.name}</h1>
      <p>{tool.description}</p>
      <Facts>
        {tool.partNumber && <Fact name="Part number">{tool.partNumber}</Fact>}
        <Fact name="Price" strong>
          {unitPriceLabel(tool.price)}
        </Fact>
        <Fact name="Minimum order" strong>
          {tool.minQty}
        </Fact>
        <Fact name="Available" strong>
          {tool.availableQty}
        </Fact>
      </Facts>
    </Stack>
  );
}
