import { BaseServiceEnv, parseEnv } from '../config/parse-env.js';
import { connectNatsOrFail } from '../health/dependency-probes.js';
import { NatsRequester } from '../nats/nats-requester.js';
import { messageOf, type CliIo } from './file-command.js';

/** An importer is a client of a running service: all it needs is where NATS is. */
export const CliNatsEnv = BaseServiceEnv.pick({ NATS_URL: true, NATS_SUBJECT_PREFIX: true });
export type CliNatsEnv = ReturnType<typeof CliNatsEnv.parse>;
export const loadCliNatsConfig = (env: NodeJS.ProcessEnv = process.env): CliNatsEnv =>
  parseEnv(CliNatsEnv, env);

/** The NATS settings, or exit code 2 after naming the bad variable (NATS_URL, NATS_SUBJECT_PREFIX). */
export const cliNatsConfigOrExitCode = (
  program: string,
  env: NodeJS.ProcessEnv = process.env,
  io: Pick<CliIo, 'stderr'> = process,
): CliNatsEnv | number => {
  try {
    return loadCliNatsConfig(env);
  } catch (error) {
    io.stderr.write(`${program}: ${messageOf(error)}\n`);
    return 2;
  }
};

/**
 * Connects as `name`, runs `use` with a requester whose requests wait `timeoutMs` by default, and closes
 * the connection whatever happens. An unreachable NATS throws the kit's one-line DependencyUnavailableError.
 */
export const withNatsRequester = async <T>(
  config: CliNatsEnv,
  name: string,
  timeoutMs: number,
  use: (requester: NatsRequester) => Promise<T>,
): Promise<T> => {
  const nats = await connectNatsOrFail(config.NATS_URL, name);
  try {
    return await use(new NatsRequester(nats, config.NATS_SUBJECT_PREFIX, timeoutMs));
  } finally {
    await nats.close();
  }
};
