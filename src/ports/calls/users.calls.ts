// The users' calls: the sign-in exchange, the role check, profiles, the user list and Make
// Admin.
import * as v from 'valibot';
import {
  ProfileUpdateInputSchema,
  UserSchema,
  UserUpsertInputSchema,
  type ProfileUpdateInput,
  type UserUpsertInput,
} from '../../domain/user';
import { SetUserRoleSchema, type AssignableRole } from '../../domain/staff-role';
import { call } from './call';
import { EmailParam, EmailQuerySchema, pageOf } from './queries';
import { AdminSchema, ModifiedSchema, TokenSchema } from './replies';

const email = { email: EmailParam };

export const userCalls = {
  exchangeToken: call({
    method: 'put',
    path: '/user/:email',
    access: 'id-token',
    summary: "Signs in: the identity provider's ID token for the API's access token.",
    params: email,
    // An empty body is the same as {}.
    body: v.optional(UserUpsertInputSchema, {}),
    reply: TokenSchema,
    refusals: [
      'id-token-missing',
      'sign-in-unverified',
      'sign-in-of-another-email',
      'body-email-mismatch',
      'bound-to-another-sign-in',
    ],
    otherStatuses: [429],
    request: (address: string, idToken: string, profile: UserUpsertInput) => ({
      params: { email: address },
      idToken,
      body: { name: profile.name, email: profile.email ?? address },
    }),
  }),
  isAdmin: call({
    method: 'get',
    path: '/admin/:email',
    access: 'signed-in',
    summary: 'Whether an account is an admin: your own, or anyone’s for an admin.',
    params: email,
    reply: AdminSchema,
    refusals: ['not-yours', 'no-such-user'],
    request: (address: string) => ({ params: { email: address } }),
  }),
  getProfile: call({
    method: 'get',
    path: '/user',
    access: 'signed-in',
    summary: 'A profile: your own, or anyone’s for an admin.',
    query: EmailQuerySchema,
    reply: UserSchema,
    refusals: ['not-yours', 'no-such-user'],
    request: (address: string) => ({ query: { email: address } }),
  }),
  updateProfile: call({
    method: 'patch',
    path: '/user/:email',
    access: 'signed-in',
    summary: 'Changes a profile (never the role, never the e-mail).',
    params: email,
    body: ProfileUpdateInputSchema,
    reply: ModifiedSchema,
    refusals: ['not-yours', 'email-unchangeable', 'no-such-user'],
    request: (address: string, profile: ProfileUpdateInput) => ({
      params: { email: address },
      body: profile,
    }),
  }),
  listUsers: call({
    method: 'get',
    path: '/users',
    access: 'admin',
    summary: 'Every user; with ?page= one page of them, searched by e-mail or name.',
    reply: v.array(UserSchema),
    request: () => ({}),
  }),
  listUsersPage: call({
    method: 'get',
    path: '/users',
    access: 'admin',
    summary: 'One page of the users.',
    ...pageOf(UserSchema),
  }),
  makeAdmin: call({
    method: 'put',
    path: '/user/admin/:email',
    access: 'admin',
    summary: 'Make Admin: gives an account the admin role.',
    params: email,
    reply: ModifiedSchema,
    refusals: ['no-such-user'],
    request: (address: string) => ({ params: { email: address } }),
  }),
  setUserRole: call({
    method: 'put',
    path: '/user/role/:email',
    access: 'admin',
    summary:
      "Gives an account a store role: admin, warehouse, sales, finance, or none ('customer').",
    params: email,
    body: SetUserRoleSchema,
    reply: ModifiedSchema,
    refusals: ['no-such-user', 'own-admin-role', 'last-admin'],
    request: (address: string, role: AssignableRole) => ({
      params: { email: address },
      body: { role },
    }),
  }),
};
