// One button that opens a table row's actions as a menu (Edit, Price tiers, Delete), so a
// row carries one control, not a stack of buttons. Radix's DropdownMenu gives it the menu
// roles, the arrow keys and typeahead, and Escape back to the button. An item that opens a
// dialog runs once the menu has given focus back to its button, so the dialog has a control
// to return focus to when it closes.
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useRef, type RefObject } from 'react';
import { Link } from '../link/link';
import { Button } from '../button/button';
import * as styles from './row-menu.css';

export type RowMenuItem =
  | { readonly label: string; readonly href: string }
  | { readonly label: string; readonly onSelect: () => void; readonly tone?: 'danger' };

export interface RowMenuProps {
  /** What the actions act on, read with the button: "Actions for Pro Paint Roller". */
  readonly subject: string;
  readonly items: readonly RowMenuItem[];
  /** The menu's button, for a dialog opened from the menu to give focus back to. */
  readonly buttonRef?: RefObject<HTMLButtonElement | null>;
}

export function RowMenu({ subject, items, buttonRef }: RowMenuProps) {
  const ownButton = useRef<HTMLButtonElement>(null);
  const button = buttonRef ?? ownButton;
  // The item chosen, run when the menu has closed and focus is back on its button.
  const chosen = useRef<(() => void) | undefined>(undefined);

  return (
    // Not modal: a dialog an item opens is the modal layer, and two would fight over focus.
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <Button ref={button} variant="secondary" aria-label={`Actions for ${subject}`}>
          Actions
          <span aria-hidden="true" className={styles.chevron}>
            ▾
          </span>
        </Button>
      </Menu.Trigger>
      {/* Not in a portal: the menu stays inside the page's landmarks, after its button. (It is
          positioned fixed, so no scrolling table clips it.) */}
      <Menu.Content
        className={styles.content}
        align="end"
        sideOffset={4}
        collisionPadding={8}
        onCloseAutoFocus={(event) => {
          const run = chosen.current;
          chosen.current = undefined;
          if (!run) return;
          event.preventDefault();
          button.current?.focus();
          run();
        }}
      >
        {items.map((item) =>
          'href' in item ? (
            <Menu.Item key={item.label} asChild className={styles.item}>
              <Link href={item.href} look="bare">
                {item.label}
              </Link>
            </Menu.Item>
          ) : (
            <Menu.Item
              key={item.label}
              className={item.tone === 'danger' ? `${styles.item} ${styles.danger}` : styles.item}
              onSelect={() => {
                chosen.current = item.onSelect;
              }}
            >
              {item.label}
            </Menu.Item>
          ),
        )}
      </Menu.Content>
    </Menu.Root>
  );
}
