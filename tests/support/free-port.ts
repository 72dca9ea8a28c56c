import { type AddressInfo, createServer } from 'node:net';

/** A loopback port nobody listens on now, from the system (a random pick can meet another test's connection). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
