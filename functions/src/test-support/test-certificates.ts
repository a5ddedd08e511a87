import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Certificates for TLS tests, made with the openssl command line in a temporary folder: a test CA,
// certificates it signs for given names, and a self-signed one. Nothing is kept in the repository.

export interface TestCertificate {
  key: string;
  cert: string;
}

export interface TestPki {
  /** The CA's certificate (PEM), to trust through NODE_EXTRA_CA_CERTS. */
  caFile: string;
  /** A certificate for `name` (DNS or IP subject alternative name), signed by the test CA. */
  issue: (name: string) => TestCertificate;
  /** A certificate for `name` that signs itself (no trusted issuer). */
  selfSigned: (name: string) => TestCertificate;
  dispose: () => void;
}

const san = (name: string) => (/^[\d.]+$/.test(name) ? `IP:${name}` : `DNS:${name}`);

export function createTestPki(): TestPki {
  const dir = mkdtempSync(join(tmpdir(), 'mysql-tls-'));
  const file = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  const read = (name: string) => readFileSync(file(name), 'utf8');
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=Test MySQL CA',
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign',
  );
  let serial = 0;
  return {
    caFile: file('ca.pem'),
    issue: (name) => {
      serial += 1;
      const base = `issued-${serial}`;
      writeFileSync(file(`${base}.ext`), `subjectAltName=${san(name)}\n`);
      openssl(
        'req',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-subj',
        `/CN=${name}`,
        '-keyout',
        file(`${base}.key`),
        '-out',
        file(`${base}.csr`),
      );
      openssl(
        'x509',
        '-req',
        '-in',
        file(`${base}.csr`),
        '-CA',
        file('ca.pem'),
        '-CAkey',
        file('ca.key'),
        '-set_serial',
        String(serial),
        '-days',
        '2',
        '-extfile',
        file(`${base}.ext`),
        '-out',
        file(`${base}.pem`),
      );
      return { key: read(`${base}.key`), cert: read(`${base}.pem`) };
    },
    selfSigned: (name) => {
      serial += 1;
      const base = `self-${serial}`;
      openssl(
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        `/CN=${name}`,
        '-addext',
        `subjectAltName=${san(name)}`,
        '-keyout',
        file(`${base}.key`),
        '-out',
        file(`${base}.pem`),
      );
      return { key: read(`${base}.key`), cert: read(`${base}.pem`) };
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
