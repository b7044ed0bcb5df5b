// Keeps the document's title and description those of the page shown (page-head.ts), so a
// tab, a bookmark and a screen reader's announcement name the page.
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { headOf, HOME_TITLE, NOT_FOUND_TITLE } from '../page-head';

export function DocumentHead() {
  const { title, description } = useRouterState({
    select: (state) => {
      const notFound = state.matches.some(
        (match) => match.status === 'notFound' || match._notFound,
      );
      const head = headOf(state.matches);
      return {
        title: notFound ? NOT_FOUND_TITLE : (head.title ?? HOME_TITLE),
        description: head.description,
      };
    },
    structuralSharing: true,
  });

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (description === undefined) return;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);

  return null;
}
