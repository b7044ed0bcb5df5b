import { describe, expect, it } from 'vitest';
import { invoiceReminderMail, reminderDue, type ReminderInvoice } from './invoice-reminders';

const invoice: ReminderInvoice = {
  number: 'INV-2026-000042',
  companyName: 'Acme Builders',
  dueDate: '2026-03-31',
  totalCents: 12_345,
  paidCents: 0,
  creditedCents: 0,
};
const on = (day: string) => new Date(`${day}T15:00:00Z`);

describe('reminderDue', () => {
  it.each([
    ['2026-03-27', undefined],
    ['2026-03-28', 'due-soon'],
    ['2026-03-31', 'due-soon'],
    ['2026-04-01', 'overdue-1'],
    ['2026-04-06', 'overdue-1'],
    ['2026-04-07', 'overdue-7'],
    ['2026-04-29', 'overdue-7'],
    ['2026-04-30', 'overdue-30'],
    ['2026-07-01', 'overdue-30'],
  ])('on %s an open invoice due 2026-03-31 is at %s', (day, step) => {
    expect(reminderDue(invoice, on(day))).toBe(step);
  });

  it('counts whole UTC days: one minute before midnight is still the due date', () => {
    expect(reminderDue(invoice, new Date('2026-03-31T23:59:00Z'))).toBe('due-soon');
    expect(reminderDue(invoice, new Date('2026-04-01T00:00:00Z'))).toBe('overdue-1');
  });

  it('sends nothing for an invoice paid or credited in full, and reminds of a part left', () => {
    expect(reminderDue({ ...invoice, paidCents: 12_345 }, on('2026-04-07'))).toBeUndefined();
    expect(
      reminderDue({ ...invoice, paidCents: 10_000, creditedCents: 2_345 }, on('2026-04-07')),
    ).toBeUndefined();
    expect(reminderDue({ ...invoice, paidCents: 10_000 }, on('2026-04-07'))).toBe('overdue-7');
  });
});

describe('invoiceReminderMail', () => {
  it('says what is still owed, by when, and links to the statement; keyed per step and reader', () => {
    const mail = invoiceReminderMail(
      { ...invoice, paidCents: 2_345 },
      'overdue-7',
      'boss@acme.test',
      'https://shop.example.com/',
    );
    expect(mail).toMatchObject({
      dedupeKey: 'invoice-reminder:INV-2026-000042:overdue-7:boss@acme.test',
      to: 'boss@acme.test',
      subject: 'Invoice INV-2026-000042 is 7 days overdue',
    });
    expect(mail.text).toContain(
      'Invoice INV-2026-000042 for Acme Builders was due on 2026-03-31 and $100.00 is still open on it.',
    );
    expect(mail.text).toContain('Open the statement: https://shop.example.com/dashboard/statement');
  });

  it('warns on the 30th day that ordering on account stops, and before the due date says when', () => {
    expect(invoiceReminderMail(invoice, 'overdue-30', 'a@b.test', 'https://s.test').text).toContain(
      'From tomorrow your company cannot order on account until it is paid',
    );
    expect(invoiceReminderMail(invoice, 'due-soon', 'a@b.test', 'https://s.test').subject).toBe(
      'Invoice INV-2026-000042 is due on 2026-03-31',
    );
  });
});
