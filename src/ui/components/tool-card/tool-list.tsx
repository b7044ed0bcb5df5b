import type { ReactNode } from 'react';
import type { UnitPriceDecision } from '../../../domain/buyer-price';
import type { Tool } from '../../../domain/tool';
import type { LoadView } from '../../data/load-view';
import { RemoteCardGrid } from '../card-grid/remote-card-grid';
import { ToolCard } from './tool-card';
import { ToolCardPlaceholder } from './tool-card-placeholder';

export interface ToolListProps {
  view: LoadView<readonly Tool[]>;
  /** How many leading cards load their image at once (those seen without scrolling). */
  eagerImages?: number;
  /** Another thing to do with each tool, shown on its card. */
  action?: (tool: Tool) => ReactNode;
  /** Each tool's public page, linked from its card's name and picture. */
  pageHref?: (tool: Tool) => string;
  /** The signed-in buyer's own price of a tool, where it is not the store's. */
  buyerPrice?: (tool: Tool) => UnitPriceDecision | undefined;
}

/** The catalogue as a grid of tool cards, in 1, 2 or 3 columns by screen width. */
export function ToolList({ view, eagerImages = 0, action, pageHref, buyerPrice }: ToolListProps) {
  return (
    <RemoteCardGrid
      view={view}
      label="Tools"
      itemKey={(tool) => tool._id}
      renderItem={(tool, index) => (
        <ToolCard
          tool={tool}
          imageLoading={index < eagerImages ? 'eager' : 'lazy'}
          action={action?.(tool)}
          pageHref={pageHref?.(tool)}
          buyerPrice={buyerPrice?.(tool)}
        />
      )}
      placeholder={<ToolCardPlaceholder />}
      loadingLabel="Loading tools…"
      emptyTitle="No tools are for sale right now."
      errorTitle="Our tools could not be loaded"
      columns="oneTwoThree"
    />
  );
}
