// The demo accounts and users README.md lists (its "1. Run" table). Every demo user has the same password.
export const DEMO_PASSWORD = 'Demo-pass-2026!';

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: 'Client' | 'Admin';
  cellphone: string;
}

export interface DemoAccount {
  name: string;
  limitDownloads: boolean;
  allowInternationalisation: boolean;
  users: DemoUser[];
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    name: 'Pulsar Operations',
    limitDownloads: false,
    allowInternationalisation: true,
    users: [
      {
        email: 'admin@platform.test',
        firstName: 'Ada',
        lastName: 'Admin',
        role: 'Admin',
        cellphone: '+27820000001',
      },
    ],
  },
  {
    name: 'Acme Retail',
    limitDownloads: false,
    allowInternationalisation: true,
    users: [
      {
        email: 'alice@acme.test',
        firstName: 'Alice',
        lastName: 'Mokoena',
        role: 'Client',
        cellphone: '+27821110001',
      },
      {
        email: 'bob@acme.test',
        firstName: 'Bob',
        lastName: 'Naidoo',
        role: 'Client',
        cellphone: '+27821110002',
      },
      {
        email: 'thandi@acme.test',
        firstName: 'Thandi',
        lastName: 'Dlamini',
        role: 'Client',
        cellphone: '+27821110003',
      },
    ],
  },
  {
    name: 'Globex Foods',
    limitDownloads: true,
    allowInternationalisation: false,
    users: [
      {
        email: 'carol@globex.test',
        firstName: 'Carol',
        lastName: 'van Wyk',
        role: 'Client',
        cellphone: '+27822220001',
      },
      {
        email: 'dan@globex.test',
        firstName: 'Dan',
        lastName: 'Pillay',
        role: 'Client',
        cellphone: '+27822220002',
      },
    ],
  },
];
