import { createServer, type Server, type Socket } from 'node:net';
import { Duplex } from 'node:stream';
import { TLSSocket } from 'node:tls';

// Hostile or broken "MySQL servers" for tests. Each accepts any login, then, by `onQuery`:
// - 'infile': answers every query with a LOCAL INFILE request for a file on the client's machine,
//   and records what the client sends back;
// - 'stall': never answers a query (the connection stays open);
// - 'stallMidTable': serves one table, `customers` (SHOW TABLES, no primary key), and stalls a
//   SELECT * after `rowsBeforeStall` rows.
// With `tls`, it offers TLS (CLIENT_SSL) with that key and certificate and records the SNI it was sent.

const CLIENT_LOCAL_FILES = 0x80;
const CLIENT_SSL = 0x0800;
const BASE_CAPABILITIES = 0x0001 | 0x0002 | 0x0004 | 0x0008 | 0x0200 | 0x2000 | 0x8000 | 0x80000;

/** The table 'stallMidTable' serves: the columns, then as many rows as asked. */
export const STALLING_TABLE = { name: 'customers', columns: ['mobile', 'first_name'] } as const;
export const stallingTableRow = (i: number) => [`08255501${String(i).padStart(2, '0')}`, `Name${i}`];

function packet(seq: number, payload: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUIntLE(payload.length, 0, 3);
  header[3] = seq & 0xff;
  return Buffer.concat([header, payload]);
}

function handshake(capabilities: number): Buffer {
  const caps = Buffer.alloc(4);
  caps.writeUInt32LE(capabilities);
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
const eof = () => Buffer.from([0xfe, 0x00, 0x00, 0x02, 0x00]);
const err = (message: string) =>
  Buffer.concat([Buffer.from([0xff, 0x48, 0x04]), Buffer.from('#HY000'), Buffer.from(message)]);

/** A length-encoded string (values here are short: one length byte). */
const lenenc = (text: string) => {
  const bytes = Buffer.from(text);
  return Buffer.concat([Buffer.from([bytes.length]), bytes]);
};

function columnDefinition(name: string): Buffer {
  const fixed = Buffer.alloc(13);
  fixed[0] = 0x0c;
  fixed.writeUInt16LE(0x21, 1); // utf8
  fixed.writeUInt32LE(255, 3);
  fixed[7] = 0xfd; // VAR_STRING
  return Buffer.concat([
    lenenc('def'),
    lenenc('crm'),
    lenenc(STALLING_TABLE.name),
    lenenc(STALLING_TABLE.name),
    lenenc(name),
    lenenc(name),
    fixed,
  ]);
}

/** A text result set's packets from `seq` on: column count, definitions, EOF, rows, EOF (unless cut). */
function resultSet(seq: number, columns: string[], rows: string[][], complete = true): Buffer[] {
  const payloads = [
    Buffer.from([columns.length]),
    ...columns.map(columnDefinition),
    eof(),
    ...rows.map((row) => Buffer.concat(row.map(lenenc))),
    ...(complete ? [eof()] : []),
  ];
  return payloads.map((payload, i) => packet(seq + i, payload));
}

export interface RogueRecord {
  /** Did the client announce it would send local files (CLIENT_LOCAL_FILES in its handshake response)? */
  clientOfferedLocalFiles: boolean[];
  /** Queries received. */
  queries: string[];
  /** Bytes of file content the client sent after a LOCAL INFILE request (0 = refused). */
  fileBytesReceived: number;
  /** Number of LOCAL INFILE requests sent. */
  infileRequests: number;
  /** Logins (handshake responses) received, over TLS or not. */
  logins: number;
  /** TLS sessions established, with the server name (SNI) the client sent, or false when it sent none. */
  tlsServerNames: (string | false)[];
}

export interface RogueServer {
  port: number;
  record: RogueRecord;
  close: () => Promise<void>;
}

export interface FakeMysqlOptions {
  onQuery: 'infile' | 'stall' | 'stallMidTable';
  /** 'infile': the file asked for. */
  wantedFile?: string;
  /** 'stallMidTable': rows sent before the SELECT * stalls. */
  rowsBeforeStall?: number;
  /** Offer TLS with this key and certificate (PEM). */
  tls?: { key: string; cert: string };
}

/** Starts a fake server on 127.0.0.1 (a random port). */
export async function startFakeMysqlServer(options: FakeMysqlOptions): Promise<RogueServer> {
  const record: RogueRecord = {
    clientOfferedLocalFiles: [],
    queries: [],
    fileBytesReceived: 0,
    infileRequests: 0,
    logins: 0,
    tlsServerNames: [],
  };
  const capabilities =
    BASE_CAPABILITIES |
    (options.onQuery === 'infile' ? CLIENT_LOCAL_FILES : 0) |
    (options.tls ? CLIENT_SSL : 0);
  const sockets = new Set<Socket>();

  function answerQuery(io: Socket, seq: number, query: string): 'command' | 'infile' {
    record.queries.push(query);
    if (options.onQuery === 'stall') return 'command';
    if (options.onQuery === 'infile') {
      record.infileRequests += 1;
      const wanted = options.wantedFile ?? '/etc/passwd';
      io.write(packet(seq + 1, Buffer.concat([Buffer.from([0xfb]), Buffer.from(wanted)])));
      return 'infile';
    }
    const sql = query.trim().toUpperCase();
    let packets: Buffer[];
    if (sql.startsWith('SHOW FULL TABLES') || sql.startsWith('SHOW TABLES'))
      packets = resultSet(seq + 1, ['Tables_in_crm', 'Table_type'], [[STALLING_TABLE.name, 'BASE TABLE']]);
    else if (sql.startsWith('SHOW DATABASES')) packets = resultSet(seq + 1, ['Database'], [['crm']]);
    else if (sql.startsWith('SHOW KEYS')) packets = resultSet(seq + 1, ['Key_name', 'Column_name'], []);
    else if (sql.startsWith('SELECT COUNT(*)')) packets = resultSet(seq + 1, ['COUNT(*)'], [['100']]);
    else {
      const rows = Array.from({ length: options.rowsBeforeStall ?? 5 }, (_, i) => stallingTableRow(i));
      packets = resultSet(seq + 1, [...STALLING_TABLE.columns], rows, false);
    }
    io.write(Buffer.concat(packets));
    return 'command';
  }

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let io: Socket = socket;
    let buffer = Buffer.alloc(0);
    let state: 'auth' | 'command' | 'infile' = 'auth';
    let tlsRequested = false;

    const onPacket = (seq: number, payload: Buffer) => {
      if (state === 'auth') {
        const flags = payload.readUInt32LE(0);
        if (options.tls && payload.length === 32 && (flags & CLIENT_SSL) !== 0) {
          tlsRequested = true;
          return;
        }
        record.logins += 1;
        record.clientOfferedLocalFiles.push((flags & CLIENT_LOCAL_FILES) !== 0);
        io.write(packet(seq + 1, ok()));
        state = 'command';
      } else if (state === 'command') {
        const command = payload[0];
        if (command === 0x01) return void io.end(); // COM_QUIT
        if (command === 0x03) state = answerQuery(io, seq, payload.subarray(1).toString('utf8'));
        else io.write(packet(seq + 1, ok()));
      } else {
        // The client sends file content packets, then an empty packet when done (or at once if it refuses).
        record.fileBytesReceived += payload.length;
        if (payload.length === 0) {
          io.write(packet(seq + 1, err('rogue: no file received')));
          state = 'command';
        }
      }
    };

    const onData = (data: Buffer) => {
      buffer = Buffer.concat([buffer, data]);
      while (buffer.length >= 4) {
        const length = buffer.readUIntLE(0, 3);
        if (buffer.length < 4 + length) return;
        const seq = buffer[3]!;
        const payload = buffer.subarray(4, 4 + length);
        buffer = buffer.subarray(4 + length);
        onPacket(seq, payload);
        if (tlsRequested) {
          tlsRequested = false;
          const rest = buffer;
          buffer = Buffer.alloc(0);
          return startTls(rest);
        }
      }
    };

    // After the client's SSLRequest, the rest of the conversation is inside TLS on the same socket;
    // bytes already read after the request (the ClientHello may come in the same chunk) go in first.
    const startTls = (rest: Buffer) => {
      socket.off('data', onData);
      const raw = new Duplex({
        read: () => undefined,
        write: (chunk: Buffer, _encoding, done) => void socket.write(chunk, done),
        final: (done) => {
          socket.end();
          done();
        },
      });
      socket.on('data', (data) => raw.push(data));
      socket.on('end', () => raw.push(null));
      if (rest.length) raw.push(rest);
      const secure = new TLSSocket(raw, { isServer: true, key: options.tls!.key, cert: options.tls!.cert });
      secure.on('error', () => undefined);
      secure.on('secure', () => record.tlsServerNames.push(secure.servername ?? false));
      secure.on('data', onData);
      io = secure;
    };

    socket.on('data', onData);
    socket.write(packet(0, handshake(capabilities)));
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

/** The LOCAL INFILE rogue: asks for `wantedFile` on every query. */
export function startRogueMysqlServer(wantedFile = '/etc/passwd'): Promise<RogueServer> {
  return startFakeMysqlServer({ onQuery: 'infile', wantedFile });
}
