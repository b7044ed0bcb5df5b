// pg-boss's statements (CommonJS, no types of their own): the two that record a job's outcome.
declare module 'pg-boss/src/plans.js' {
  const plans: {
    completeJobs(schema: string): string;
    failJobsById(schema: string): string;
  };
  export default plans;
}
