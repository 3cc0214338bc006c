import {
  ErrorBody,
  IdParam,
  LeavePolicy,
  LeavePolicyBody,
  LeavePolicyUpdateBody,
  LeaveType,
  LeaveTypeBody,
} from '@leavedesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf, requireRole } from '../../http/auth';
import { createLeaveType } from './create-leave-type';
import { createPolicy } from './create-policy';
import { deleteLeaveType } from './delete-leave-type';
import { deletePolicy } from './delete-policy';
import { getPolicy } from './get-policy';
import { listLeaveTypes } from './list-leave-types';
import { listPolicies } from './list-policies';
import { updateLeaveType } from './update-leave-type';
import { updatePolicy } from './update-policy';

/**
 * Leave types (/leaves/types) and leave policies (/leaves/policies). These static paths win over
 * the leaves area's parametric /leaves/{id} routes in Fastify's router.
 */
export async function policyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Roles are checked before the body, so a caller who may not act learns nothing from validation.
  const organizationAdmins = async (request: FastifyRequest) => requireRole(request, 'ORGANIZATION_ADMIN');
  const admins = async (request: FastifyRequest) => requireRole(request, 'ORGANIZATION_ADMIN', 'TEAM_ADMIN');
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
  const types = ['leave types'];
  const policies = ['leave policies'];

  app.get(
    '/leaves/types',
    {
      schema: {
        tags: types,
        summary: 'Leave types of the organization, active first, then archived, each by name',
        response: { 200: z.array(LeaveType), 401: ErrorBody },
      },
    },
    async (request) => listLeaveTypes(ctxOf(request)),
  );

  app.post(
    '/leaves/types',
    {
      preValidation: organizationAdmins,
      schema: {
        tags: types,
        summary: 'Create a leave type',
        body: LeaveTypeBody,
        response: { 201: LeaveType, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createLeaveType(ctxOf(request), request.body)),
  );

  app.put(
    '/leaves/types/:id',
    {
      preValidation: organizationAdmins,
      schema: {
        tags: types,
        summary: 'Update an active leave type',
        params: IdParam,
        body: LeaveTypeBody,
        response: { 200: LeaveType, ...errors },
      },
    },
    async (request) => updateLeaveType(ctxOf(request), request.params.id, request.body),
  );

  app.delete(
    '/leaves/types/:id',
    {
      preValidation: organizationAdmins,
      schema: {
        tags: types,
        summary: 'Remove a leave type; one used by a leave or a policy is archived instead',
        params: IdParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteLeaveType(ctxOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/leaves/policies',
    {
      preValidation: admins,
      schema: {
        tags: policies,
        summary: 'Leave policies of the organization, active first, then archived, each by name',
        response: { 200: z.array(LeavePolicy), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => listPolicies(ctxOf(request)),
  );

  app.get(
    '/leaves/policies/:id',
    {
      schema: {
        tags: policies,
        summary: 'One leave policy (admins: any; others: their own)',
        params: IdParam,
        response: { 200: LeavePolicy, ...errors },
      },
    },
    async (request) => getPolicy(ctxOf(request), request.params.id),
  );

  app.post(
    '/leaves/policies',
    {
      preValidation: organizationAdmins,
      schema: {
        tags: policies,
        summary: 'Create a leave policy',
        body: LeavePolicyBody,
        response: { 201: LeavePolicy, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createPolicy(ctxOf(request), request.body)),
  );

  app.put(
    '/leaves/policies/:id',
    {
      preValidation: organizationAdmins,
      schema: {
        tags: policies,
        summary: 'Update a leave policy; activatedTypes, when sent, replaces its types',
        params: IdParam,
        body: LeavePolicyUpdateBody,
        response: { 200: LeavePolicy, ...errors },
      },
    },
    async (request) => updatePolicy(ctxOf(request), request.params.id, request.body),
  );

  app.delete(
    '/leaves/policies/:id',
    {
      preValidation: organizationAdmins,
      schema: {
        tags: policies,
        summary: 'Remove a leave policy no user is assigned to (not the default)',
        params: IdParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletePolicy(ctxOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
