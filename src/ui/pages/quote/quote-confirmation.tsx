// What a sender reads once their quote request is stored: its reference, where the answer
// goes, and where to follow it (My Quotes when signed in; a visitor's answer comes by e-mail).
import { useEffect, useRef } from 'react';
import { Button } from '../../components/button/button';
import { Link } from '../../components/link/link';
import { Panel } from '../../components/panel/panel';

export interface QuoteConfirmationProps {
  /** The quote's reference, "Q-1A2B3C4D". */
  reference: string;
  /** Where the answer is sent. */
  email: string;
  /** Signed in as a customer: the quote waits in My Quotes. */
  inMyQuotes: boolean;
  /** Back to an empty form. */
  onAnother: () => void;
}

export function QuoteConfirmation({
  reference,
  email,
  inMyQuotes,
  onAnother,
}: QuoteConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the person was in has gone: focus goes to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Panel as="section" aria-labelledby="quote-sent-heading" padding="lg">
      <h2 id="quote-sent-heading" ref={heading} tabIndex={-1}>
        Your quote request is sent
      </h2>
      <p>
        Your reference is <strong>{reference}</strong>. We price it and answer at{' '}
        <strong>{email}</strong>, usually within a working day.
      </p>
      {inMyQuotes ? (
        <p>
          Follow it in <Link href="/dashboard/myQuotes">My Quotes</Link>, where you accept it in one
          step once it is priced.
        </p>
      ) : (
        <p>
          Reply to our e-mail to order at the prices we send. To accept quotes online, in one step,{' '}
          <Link href="/signup">create an account</Link> with {email} and ask for your next quote
          signed in: it then waits in My Quotes.
        </p>
      )}
      <div>
        <Button variant="secondary" onClick={onAnother}>
          Ask for another quote
        </Button>
      </div>
    </Panel>
  );
}
