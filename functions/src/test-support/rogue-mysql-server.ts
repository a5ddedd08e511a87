import { createServer, type Server, type Socket } from 'node:net';

// A hostile "MySQL server" for tests: it accepts any login, then answers every query with a LOCAL
// INFILE request for a file on the client's machine, and records what the client sends back.

const CLIENT_LOCAL_FILES = 0x80;
const CAPABILITIES =
  0x0001 | 0x0002 | 0x0004 | 0x0008 | CLIENT_LOCAL_FILES | 0x0200 | 0x2000 | 0x8000 | 0x80000;

function packet(seq: number, payload: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUIntLE(payload.length, 0, 3);
  header[3] = seq;
  return Buffer.concat([header, payload]);
}

function handshake(): Buffer {
  const caps = Buffer.alloc(4);
  caps.writeUInt32LE(CAPABILITIES);
  return Buffer.concat([
    Buffer.from([0x0a]),
    Buffer.from('5.7.99-rogue\0'),
    Buffer.from([1, 0, 0, 0]),
    Buffer.from('abcdefgh'),
    Buffer.from([0]),
    caps.subarray(0, 2),
    Buffer.from([0x21, 0x02, 0x00]),
    caps.subarray(2, 4),
    Buffer.from([21]),
    Buffer.alloc(10),
    Buffer.from('ijklmnopqrst\0'),
    Buffer.from('mysql_native_password\0'),
  ]);
}

const ok = () => Buffer.from([0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00]);
const err = (message: string) =>
  Buffer.concat([Buffer.from([0xff, 0x48, 0x04]), Buffer.from('#HY000'), Buffer.from(message)]);

export interface RogueRecord {
  /** Did the client announce it would send local files (CLIENT_LOCAL_FILES in its handshake response)? */
  clientOfferedLocalFiles: boolean[];
  /** Queries received. */
  queries: string[];
  /** Bytes of file content the client sent after a LOCAL INFILE request (0 = refused). */
  fileBytesReceived: number;
  /** Number of LOCAL INFILE requests sent. */
  infileRequests: number;
}

export interface RogueServer {
  port: number;
  record: RogueRecord;
  close: () => Promise<void>;
}

/** Starts the rogue server on 127.0.0.1 (a random port), asking for `wantedFile` on every query. */
export async function startRogueMysqlServer(wantedFile = '/etc/passwd'): Promise<RogueServer> {
  const record: RogueRecord = {
    clientOfferedLocalFiles: [],
    queries: [],
    fileBytesReceived: 0,
    infileRequests: 0,
  };
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = Buffer.alloc(0);
    let state: 'auth' | 'command' | 'infile' = 'auth';
    socket.write(packet(0, handshake()));
    socket.on('data', (data) => {
      buffer = Buffer.concat([buffer, data]);
      while (buffer.length >= 4) {
        const length = buffer.readUIntLE(0, 3);
        if (buffer.length < 4 + length) return;
        const seq = buffer[3]!;
        const payload = buffer.subarray(4, 4 + length);
        buffer = buffer.subarray(4 + length);
        if (state === 'auth') {
          record.clientOfferedLocalFiles.push((payload.readUInt32LE(0) & CLIENT_LOCAL_FILES) !== 0);
          socket.write(packet(seq + 1, ok()));
          state = 'command';
        } else if (state === 'command') {
          const command = payload[0];
          if (command === 0x01) return void socket.end(); // COM_QUIT
          if (command === 0x03) {
            record.queries.push(payload.subarray(1).toString('utf8'));
            record.infileRequests += 1;
            socket.write(packet(seq + 1, Buffer.concat([Buffer.from([0xfb]), Buffer.from(wantedFile)])));
            state = 'infile';
          } else socket.write(packet(seq + 1, ok()));
        } else {
          // The client sends file content packets, then an empty packet when done (or at once if it refuses).
          record.fileBytesReceived += length;
          if (length === 0) {
            socket.write(packet(seq + 1, err('rogue: no file received')));
            state = 'command';
          }
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('rogue server has no port');
  return {
    port: address.port,
    record,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
