import { useState } from 'react';
import { describeError } from '../../errors/describe-error';
import { NewReviewInputSchema } from '../../../domain/review';
import type { AddReviewMachine } from '../../../machines/forms';
import { Button } from '../../components/button/button';
import { TextArea, TextField } from '../../components/text-field/text-field';
import { StarPicker } from '../../components/star-picker/star-picker';
import { notify } from '../../components/toast/toast-requests';
import { FormFailure } from '../dashboard-shared/form-failure';
import { FormPage } from '../dashboard-shared/form-page';
import { useCheckedSubmit } from '../dashboard-shared/use-checked-submit';
import { fieldBinding } from '../dashboard-shared/field-binding';

export const REVIEW_THANKS_MESSAGE = 'Thank you for your review';

const EMPTY = { rating: '', message: '' };

export interface AddReviewPageProps {
  /** Sends the review: wired to the API by the composition root. */
  machine: AddReviewMachine;
}

/** Add a review: a rating from 1 to 5 and a message, shown on the home page once sent. */
export function AddReviewPage({ machine }: AddReviewPageProps) {
  const [values, setValues] = useState(EMPTY);
  const { fieldErrors, failure, pending, submit } = useCheckedSubmit(
    NewReviewInputSchema,
    machine,
    {
      toInput: (review) => review,
      onSent: () => {
        void notify(REVIEW_THANKS_MESSAGE);
        setValues(EMPTY);
      },
    },
  );
  const field = fieldBinding(values, fieldErrors, (name, value) =>
    setValues({ ...values, [name]: value }),
  );

  return (
    <FormPage
      headingId="add-review-heading"
      title="Add a review"
      onSubmit={(form) => submit(values, form)}
    >
      <TextField
        label="Rating"
        hint="1-5"
        inputMode="numeric"
        autoComplete="off"
        {...field('rating')}
      />
      <StarPicker value={values.rating} onPick={(rating) => setValues({ ...values, rating })} />
      <TextArea label="Message" {...field('message')} />
      <FormFailure message={failure && describeError(failure)} />
      <Button type="submit" loading={pending}>
        Add review
      </Button>
    </FormPage>
  );
}
