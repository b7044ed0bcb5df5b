// A TCP relay for the separate-hosts cluster: `tsx tcp-relay.ts <from host:port> <to host:port>`.
// With the Auth emulator's unsigned tokens the API refuses to listen beyond loopback
// (server/src/config.ts), so on its own host it listens on 127.0.0.1 and this relay, on the
// same host, takes nginx's connections at the host's address. A real deployment (a Firebase
// project, no emulator) has the API listen on its address and needs no relay.
import { createServer, connect } from 'node:net';

function endpoint(raw: string | undefined): { host: string; port: number } {
  const match = /^(.+):(\d+)$/.exec(raw ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`expected host:port, not "${raw}"`);
  return { host: match[1], port: Number(match[2]) };
}

const from = endpoint(process.argv[2]);
const to = endpoint(process.argv[3]);

const server = createServer((incoming) => {
  const outgoing = connect(to.port, to.host);
  incoming.setNoDelay(true);
  outgoing.setNoDelay(true);
  incoming.pipe(outgoing).pipe(incoming);
  // Either side closing or failing ends both, as one connection would.
  const end = () => {
    incoming.destroy();
    outgoing.destroy();
  };
  incoming.on('error', end).on('close', end);
  outgoing.on('error', end).on('close', end);
});
server.listen(from.port, from.host, () =>
  console.log(`relaying ${process.argv[2]} to ${process.argv[3]}`),
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
