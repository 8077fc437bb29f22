import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ScheduledJob } from '../jobs/job-scheduler';

/**
 * What an area's `create<Area>Module(deps)` returns: its services (for other areas and tests), the route plugins
 * buildApp registers, and its scheduled jobs. Areas depend on each other only through `services`.
 */
export interface AreaModule<Services> {
  services: Services;
  routes: FastifyPluginAsyncZod[];
  jobs: ScheduledJob[];
}
