export default async function globalTeardown() {
  for (const container of globalThis.__TEST_CONTAINERS__ ?? []) await container.stop();
}
