import type { Tool } from '../../../domain/tool';
import type { ListState } from '../../data/list-state';
import { RemoteCardGrid } from '../card-grid/remote-card-grid';
import { ToolCard } from './tool-card';
import { ToolCardPlaceholder } from './tool-card-placeholder';

export interface ToolListProps {
  state: ListState<Tool>;
  onRetry: () => void;
  /** How many leading cards load their image at once (those seen without scrolling). */
  eagerImages?: number;
}

/** The catalogue as a grid of tool cards, in 1, 2 or 3 columns by screen width. */
export function ToolList({ state, onRetry, eagerImages = 0 }: ToolListProps) {
  return (
    <RemoteCardGrid
      state={state}
      label="Tools"
      itemKey={(tool) => tool._id}
      renderItem={(tool, index) => (
        <ToolCard tool={tool} imageLoading={index < eagerImages ? 'eager' : 'lazy'} />
      )}
      placeholder={<ToolCardPlaceholder />}
      loadingLabel="Loading tools…"
      emptyTitle="No tools are for sale right now."
      errorTitle="Our tools could not be loaded"
      onRetry={onRetry}
      columns="oneTwoThree"
    />
  );
}
