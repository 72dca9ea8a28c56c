import { type AddressInfo, createServer } from 'node:net';

/** The ports handed out in this process: a port is free until its server starts, so none is handed out twice. */
const handedOut = new Set<number>();

/**
 * A loopback port nobody listens on now, from the system (a random pick can meet another test's connection), and not
 * one handed out before in this process: the system may offer a closed port again, and the cluster test once gave
 * nginx's port to an instance started before nginx, which then could not bind it.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}
