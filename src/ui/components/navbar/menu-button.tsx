import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { MenuIcon } from './navbar-icons';

/**
 * A menu that a button opens on narrow screens (the site's navbar, the dashboard's
 * drawer): Escape closes it and puts focus back on its button, a chosen link closes it.
 */
export function useMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return {
    open,
    menuId,
    buttonRef,
    toggle: () => setOpen((wasOpen) => !wasOpen),
    close: () => setOpen(false),
    closeOnEscape: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      setOpen(false);
      buttonRef.current?.focus();
    },
  };
}

export interface MenuButtonProps {
  menu: ReturnType<typeof useMenu>;
  className: string;
  children: ReactNode;
}

/** The button that opens and closes `menu`, its icon a cross while open. */
export function MenuButton({ menu, className, children }: MenuButtonProps) {
  return (
    <button
      ref={menu.buttonRef}
      type="button"
      className={className}
      aria-expanded={menu.open}
      aria-controls={menu.menuId}
      onClick={menu.toggle}
    >
      <MenuIcon open={menu.open} />
      {children}
    </button>
  );
}
