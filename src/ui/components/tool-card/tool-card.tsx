import type { ReactNode } from 'react';
import type { UnitPriceDecision } from '../../../domain/buyer-price';
import { cardDescription, unitPriceLabel } from '../../../domain/display';
import type { Tool } from '../../../domain/tool';
import { volumePriceText } from '../../../domain/volume-price';
import { visuallyHidden } from '../../theme/visually-hidden.css';
import { Card } from '../card/card';
import { Link } from '../link/link';
import * as styles from './tool-card.css';

export interface ToolCardProps {
  tool: Tool;
  /** 'eager' for a card the visitor sees without scrolling; the rest load as they near. */
  imageLoading?: 'lazy' | 'eager';
  /** The card's main action (Add to cart), above Purchase, which then turns secondary. */
  action?: ReactNode;
  /** The tool's public page (/tools/{slug}), which its name and picture then link to. */
  pageHref?: string;
  /** The signed-in buyer's own price at the minimum quantity, when it is not the store's. */
  buyerPrice?: UnitPriceDecision | undefined;
}

/** A tool of the catalogue: photo, name, short description, order limits, price, Purchase. */
export function ToolCard({
  tool,
  imageLoading = 'lazy',
  action,
  pageHref,
  buyerPrice,
}: ToolCardProps) {
  const titleId = `tool-${tool._id}-name`;
  const picture = (
    // The name follows as a heading, so the picture needs no text of its own.
    <img
      src={tool.img}
      alt=""
      width={400}
      height={styles.IMAGE_HEIGHT}
      loading={imageLoading}
      decoding="async"
      className={styles.image}
    />
  );
  // A contract price says why it applies; the store's volume steps are then not this buyer's.
  const priceNote = buyerPrice ? buyerPrice.reason : volumePriceText(tool);
  return (
    <Card
      aria-labelledby={titleId}
      className={styles.card}
      media={
        pageHref === undefined ? (
          picture
        ) : (
          // The name's link is the one a keyboard or a screen reader meets.
          <Link href={pageHref} look="bare" tabIndex={-1} aria-hidden>
            {picture}
          </Link>
        )
      }
    >
      <h3 id={titleId} className={styles.name}>
        {pageHref === undefined ? tool.name : <Link href={pageHref}>{tool.name}</Link>}
      </h3>
      <p className={styles.description}>{cardDescription(tool.description)}</p>
      <dl className={styles.facts}>
        {tool.partNumber && (
          <>
            <dt className={styles.factName}>Part number</dt>
            <dd className={styles.factValue}>{tool.partNumber}</dd>
          </>
        )}
        <dt className={styles.factName}>Minimum order</dt>
        <dd className={styles.factValue}>{tool.minQty}</dd>
        <dt className={styles.factName}>Available</dt>
        <dd className={styles.factValue}>{tool.availableQty}</dd>
        <dt className={styles.factName}>Price</dt>
        <dd className={styles.factValue}>{unitPriceLabel(buyerPrice?.unitPrice ?? tool.price)}</dd>
      </dl>
      {priceNote && <p className={styles.volumePrice}>{priceNote}</p>}
      <div className={styles.actions}>
        {action}
        <Link
          href={`/tool/${tool._id}`}
          look={{ variant: action ? 'secondary' : 'primary', fullWidth: true }}
        >
          Purchase <span className={visuallyHidden}>{tool.name}</span>
        </Link>
      </div>
    </Card>
  );
}
