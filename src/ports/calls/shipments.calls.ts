// The shipments' calls: an admin records a shipment of some of a paid order's units (carrier,
// tracking number, day); the order's buyer and the admins read its shipments. And the
// carriers an admin keeps, with the tracking-address template each shipment's link uses.
import * as v from 'valibot';
import { CarrierInputSchema, CarrierSchema, type CarrierInput } from '../../domain/carrier';
import { ShipmentInputSchema, ShipmentSchema, type ShipmentInput } from '../../domain/shipment';
import { call, idWithBody } from './call';
import { ModifiedSchema } from './replies';
import { IdParam } from './queries';

export const shipmentCalls = {
  recordShipment: call({
    method: 'post',
    path: '/order/:id/shipments',
    access: 'admin',
    staff: ['warehouse'],
    summary:
      'Records a shipment of some or all units still to ship of a paid order: the order reads Partly shipped until every unit has shipped. A retry with the same Idempotency-Key answers the shipment it recorded.',
    params: { id: IdParam },
    body: ShipmentInputSchema,
    reply: ShipmentSchema,
    status: 201,
    refusals: [
      'invalid',
      'no-such-order',
      'no-such-carrier',
      'not-shippable',
      'shipment-too-large',
      'shipment-key-reused',
    ],
    idempotencyKey: true,
    request: (orderId: string, input: ShipmentInput, idempotencyKey?: string) => ({
      params: { id: orderId },
      body: input,
      idempotencyKey,
    }),
  }),
  listShipments: call({
    method: 'get',
    path: '/order/:id/shipments',
    access: 'signed-in',
    staff: ['warehouse', 'sales', 'finance'],
    summary:
      "An order's shipments with their tracking links, oldest first: its owner's or an admin's.",
    params: { id: IdParam },
    reply: v.array(ShipmentSchema),
    refusals: ['no-such-order'],
    request: (orderId: string) => ({ params: { id: orderId } }),
  }),
  listCarriers: call({
    method: 'get',
    path: '/carriers',
    access: 'admin',
    staff: ['warehouse'],
    summary: 'The carriers shipments go with, by name.',
    reply: v.array(CarrierSchema),
    request: () => ({}),
  }),
  addCarrier: call({
    method: 'post',
    path: '/carriers',
    access: 'admin',
    summary:
      'Adds a carrier: a unique name and an https tracking-address template with {tracking}.',
    body: CarrierInputSchema,
    reply: CarrierSchema,
    status: 201,
    refusals: ['invalid', 'carrier-name-taken'],
    otherStatuses: [429],
    request: (input: CarrierInput) => ({ body: input }),
  }),
  editCarrier: call({
    method: 'put',
    path: '/carriers/:id',
    access: 'admin',
    summary: "Changes a carrier's name or tracking-address template.",
    params: { id: IdParam },
    body: CarrierInputSchema,
    reply: CarrierSchema,
    refusals: ['invalid', 'no-such-carrier', 'carrier-name-taken'],
    otherStatuses: [429],
    request: idWithBody<CarrierInput>(),
  }),
  deleteCarrier: call({
    method: 'delete',
    path: '/carriers/:id',
    access: 'admin',
    summary: 'Deletes a carrier no shipment went with.',
    params: { id: IdParam },
    reply: ModifiedSchema,
    refusals: ['no-such-carrier', 'carrier-in-use'],
    otherStatuses: [429],
    request: (carrierId: string) => ({ params: { id: carrierId } }),
  }),
};
