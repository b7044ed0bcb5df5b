// Carriers an admin keeps for shipments: a name and the address where a parcel is tracked,
// written as a template with {tracking} where the tracking number goes. Only https
// addresses are kept, so a Track link never leaves the customer on plain http or on a
// javascript: or data: URL.
import * as v from 'valibot';
import { requiredText, strictObjectMessage } from './fields';

export const TRACKING_PLACEHOLDER = '{tracking}';

export const CarrierSchema = v.object({
  _id: v.string(),
  name: v.string(),
  /** e.g. "https://track.example/parcel?id={tracking}". */
  trackingUrlTemplate: v.string(),
});
export type Carrier = v.InferOutput<typeof CarrierSchema>;

export const TEMPLATE_NOT_HTTPS = 'The tracking address must start with https://';
export const TEMPLATE_WITHOUT_PLACEHOLDER =
  'The tracking address must have {tracking} once, where the tracking number goes';
export const TEMPLATE_NOT_AN_ADDRESS = 'The tracking address is not a web address';

export const TEMPLATE_PLACEHOLDER_IN_HOST =
  'The tracking number must go after the host, in the path or the query';

/** The template with a sample number in it, parsed: undefined when it is no https URL. */
function sampleUrl(template: string, sample = 'SAMPLE123'): URL | undefined {
  try {
    const url = new URL(template.replace(TRACKING_PLACEHOLDER, sample));
    return url.protocol === 'https:' && url.hostname !== '' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Whatever the number, the link goes to the same host: a number can never pick the site. */
const hostIsFixed = (template: string): boolean =>
  sampleUrl(template, 'a')?.host === sampleUrl(template, 'b')?.host;

export const TrackingUrlTemplateSchema = v.pipe(
  requiredText('Tracking address is Required', 300, 'Tracking address'),
  v.check((text) => /^https:\/\//i.test(text), TEMPLATE_NOT_HTTPS),
  v.check((text) => text.split(TRACKING_PLACEHOLDER).length === 2, TEMPLATE_WITHOUT_PLACEHOLDER),
  v.check((text) => sampleUrl(text) !== undefined, TEMPLATE_NOT_AN_ADDRESS),
  v.check(hostIsFixed, TEMPLATE_PLACEHOLDER_IN_HOST),
);

/** `POST /carriers` and `PUT /carriers/{id}`. */
export const CarrierInputSchema = v.strictObject(
  {
    name: requiredText('Name is Required', 60, 'Name'),
    trackingUrlTemplate: TrackingUrlTemplateSchema,
  },
  strictObjectMessage,
);
export type CarrierInput = v.InferOutput<typeof CarrierInputSchema>;

/** Names are unique regardless of case and spacing: "DHL" and " dhl " are one carrier. */
export const carrierNameKey = (name: string): string => name.trim().toLowerCase();

/**
 * Where a parcel is tracked: the template with the number in it (URL-encoded), or
 * undefined when that is no https address (a template stored before the rules).
 */
export function trackingUrl(template: string, trackingNumber: string): string | undefined {
  if (!template.includes(TRACKING_PLACEHOLDER)) return undefined;
  const url = template.replace(TRACKING_PLACEHOLDER, encodeURIComponent(trackingNumber));
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
