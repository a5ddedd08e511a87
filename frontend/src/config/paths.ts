/** Every path the SPA links to, in one place (bulletproof-react's paths.ts). */

const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

const fixed = (path: string) => ({ path, getHref: () => path });

export const paths = {
  home: fixed('/'),
  /** Spec 3 §2.1, §2.14: the legal pages, two tabs under /legal. */
  legal: {
    path: '/legal',
    getHref: () => '/legal/terms-of-use',
    termsOfUse: fixed('/legal/terms-of-use'),
    privacyPolicy: fixed('/legal/privacy-policy'),
  },
  /** Spec 3 §2.1, §2.12: self-service sign-up. */
  signUp: {
    start: fixed('/sign-up'),
    emailSent: {
      path: '/sign-up/email-sent',
      getHref: (email: string) => withQuery('/sign-up/email-sent', { e: email }),
    },
    completeProfile: {
      path: '/sign-up/complete-profile',
      getHref: (token: string) => withQuery('/sign-up/complete-profile', { t: token }),
    },
    complete: fixed('/sign-up/complete'),
    locationRestricted: fixed('/sign-up/location-restricted'),
  },
  auth: {
    signIn: {
      path: '/sign-in',
      getHref: (returnTo?: string) =>
        withQuery('/sign-in', { returnTo: returnTo && returnTo !== '/' ? returnTo : undefined }),
    },
  },
  sms: {
    campaigns: {
      path: '/smsmarketing/smscampaigns',
      /** The list; only the category filter lives in the query string (spec 1 §2.1). */
      getHref: (categoryId?: number) =>
        withQuery('/smsmarketing/smscampaigns', { categoryId: categoryId ? String(categoryId) : undefined }),
    },
    /** The list's "Create Campaign" link (spec 1 §2.1); redirects to newCampaign. */
    createCampaign: fixed('/smsmarketing/smscampaigns/create'),
    newCampaign: fixed('/smsmarketing/sms-campaigns/new'),
    editCampaign: {
      path: '/smsmarketing/sms-campaigns/:campaignId',
      getHref: (campaignId: number) => `/smsmarketing/sms-campaigns/${campaignId}`,
    },
    /** The list's "edit settings" link form; reaches editCampaign. */
    editCampaignSettings: {
      path: '/smsmarketing/smscampaigns/edit',
      getHref: (campaignId: number) =>
        withQuery('/smsmarketing/smscampaigns/edit', { smscampaignid: String(campaignId) }),
    },
    campaignStatus: {
      path: '/smsmarketing/smscampaigns/status',
      getHref: (campaignId: number) =>
        withQuery('/smsmarketing/smscampaigns/status', { smscampaignid: String(campaignId) }),
    },
    lists: fixed('/smsmarketing/sms-lists'),
    /** Route createSmsList (spec 1 §2.5). */
    newList: fixed('/smsmarketing/sms-lists/new'),
    /** Route smsListQueued (spec 1 §2.7). */
    listQueued: fixed('/smsmarketing/sms-lists/new/queued'),
    importContacts: {
      path: '/smsmarketing/sms-lists/:listId/importContacts',
      getHref: (listId: number) => `/smsmarketing/sms-lists/${listId}/importContacts`,
    },
    listStats: {
      path: '/smsmarketing/sms-lists/status',
      getHref: (listId: number) => withQuery('/smsmarketing/sms-lists/status', { smsListId: String(listId) }),
    },
    editList: {
      path: '/smsmarketing/sms-lists/Edit',
      getHref: (listId: number) => withQuery('/smsmarketing/sms-lists/Edit', { smslistid: String(listId) }),
    },
    listContacts: {
      path: '/smsmarketing/sms-lists/Contacts',
      getHref: (listId: number) =>
        withQuery('/smsmarketing/sms-lists/Contacts', { smslistid: String(listId) }),
    },
    exportContacts: {
      path: '/smsmarketing/sms-lists/ExportContacts',
      getHref: (listId: number) =>
        withQuery('/smsmarketing/sms-lists/ExportContacts', { smslistid: String(listId) }),
    },
    dmaDownloadCellphones: fixed('/smsmarketing/smscampaigns/DownloadDMAListForProcessing'),
    dmaDownloadIdNumbers: fixed('/smsmarketing/smscampaigns/DownloadDMAIDNumbersForProcessing'),
    dmaUpload: fixed('/smsmarketing/sms-lists/dmaupload'),
    inbox: fixed('/smsmarketing/sms-inbox'),
    /** The inbox's campaign link, as spec 1 §2.8 writes it (routes match regardless of case). */
    inboxCampaignStatus: {
      path: '/smsmarketing/smscampaigns/Status',
      getHref: (campaignId: number) =>
        withQuery('/smsmarketing/smscampaigns/Status', { smscampaignid: String(campaignId) }),
    },
    /** The inbox's From link (spec 1 §2.8): the number's SMS history. */
    searchHistoryFor: {
      path: '/smsmarketing/searchsmshistory/',
      getHref: (cellphone: string) =>
        withQuery('/smsmarketing/searchsmshistory/', { cellphonenumber: cellphone }),
    },
    history: fixed('/smsmarketing/sms-history'),
    /** The conversation with one number (issue 31): from the inbox's rows and History by Cellphone. */
    conversation: {
      path: '/smsmarketing/conversations/:msisdn',
      getHref: (msisdn: string) => `/smsmarketing/conversations/${encodeURIComponent(msisdn)}`,
    },
    /** Spec 2 §2.4-2.6: the overviews (query parameters per screen, see features/overviews). */
    monthlyOverview: {
      path: '/smsmarketing/monthly-overview-by-campaign',
      getHref: (year: number, month: number) =>
        withQuery('/smsmarketing/monthly-overview-by-campaign', { month: String(month), year: String(year) }),
    },
    categoryOverview: fixed('/smsmarketing/overview-by-category'),
    dailyOverview: fixed('/smsmarketing/daily-overview-by-campaign'),
    /** Older link form used by the inbox (spec 1 §2.8); redirects to the number's history. */
    searchHistory: fixed('/smsmarketing/searchsmshistory'),
    /** Route smsHistoryCellphone (spec 2 §2.1): History by Cellphone for {msisdn}, URL-encoded. */
    historyCellphone: {
      path: '/smsmarketing/sms-history/:msisdn',
      getHref: (msisdn: string) => `/smsmarketing/sms-history/${encodeURIComponent(msisdn)}`,
    },
    /** Route smsHistoryId: Cellphones by ID Number (the searched number in the query). */
    historyId: {
      path: '/smsmarketing/sms-history/id',
      getHref: (idNumber?: string) => withQuery('/smsmarketing/sms-history/id', { idnumber: idNumber }),
    },
    /** The administrators' views across every account (routes globalSmsHistoryCellphone, globalSmsHistoryId). */
    globalHistory: fixed('/smsmarketing/global-sms-history'),
    globalHistoryCellphone: {
      path: '/smsmarketing/global-sms-history/:msisdn',
      getHref: (msisdn: string) => `/smsmarketing/global-sms-history/${encodeURIComponent(msisdn)}`,
    },
    globalHistoryId: {
      path: '/smsmarketing/global-sms-history/id',
      getHref: (idNumber?: string) =>
        withQuery('/smsmarketing/global-sms-history/id', { idnumber: idNumber }),
    },
    /** Cross-campaign report (spec 2 §2.7). */
    crossCampaignReport: fixed('/smsmarketing/cross-campaign-disposition'),
  },
  email: {
    campaigns: {
      path: '/emailmarketing/emailcampaigns',
      /** The list (spec 2 §2.1); only the category filter lives in the query string. */
      getHref: (categoryId?: number) =>
        withQuery('/emailmarketing/emailcampaigns', {
          categoryId: categoryId ? String(categoryId) : undefined,
        }),
    },
    /** Create an e-mail campaign (not shown in the spec: name and category, then the editor). */
    newCampaign: fixed('/emailmarketing/emailcampaigns/new'),
    editCampaign: {
      path: '/emailmarketing/emailcampaigns/:campaignId/edit',
      getHref: (campaignId: number) => `/emailmarketing/emailcampaigns/${campaignId}/edit`,
    },
    /** The e-mail body in the builder. */
    campaignContent: {
      path: '/emailmarketing/emailcampaigns/:campaignId/content',
      getHref: (campaignId: number) => `/emailmarketing/emailcampaigns/${campaignId}/content`,
    },
    campaignStatus: {
      path: '/emailmarketing/emailcampaigns/:campaignId/status',
      getHref: (campaignId: number) => `/emailmarketing/emailcampaigns/${campaignId}/status`,
    },
    /** The e-mail campaigns' Segment Build History: their send rounds. */
    sendRounds: {
      path: '/emailmarketing/segmentbuildhistory',
      getHref: (campaignId?: number) =>
        withQuery('/emailmarketing/segmentbuildhistory', {
          campaignId: campaignId ? String(campaignId) : undefined,
        }),
    },
    /** Hyphenated alias; redirects to campaigns. */
    campaignsAlias: fixed('/emailmarketing/email-campaigns'),
    lists: fixed('/emailmarketing/email-lists'),
    /** Create email list (spec 2 §2.1). */
    newList: fixed('/emailmarketing/email-lists/new'),
    /** The email list queued page (spec 2 §2.1). */
    listQueued: fixed('/emailmarketing/email-lists/new/queued'),
    importContacts: {
      path: '/emailmarketing/email-lists/:listId/importContacts',
      getHref: (listId: number) => `/emailmarketing/email-lists/${listId}/importContacts`,
    },
  },
  segmentBuildHistory: {
    path: '/segmentbuildhistory',
    /** Every build, or one campaign's (the page reads campaignId). */
    getHref: (campaignId?: number) =>
      withQuery('/segmentbuildhistory', { campaignId: campaignId ? String(campaignId) : undefined }),
  },
  /** Every import job of the account (SMS and email lists). */
  listProcessQueue: fixed('/listprocessqueue'),
  reports: fixed('/reports'),
  pages: fixed('/pages'),
  /** Edit Page (spec 3 §2.4). */
  editPage: {
    path: '/pages/:pageKey/edit',
    getHref: (pageKey: string) => `/pages/${encodeURIComponent(pageKey)}/edit`,
  },
  /** The page content editor (issue 13). */
  pageContent: {
    path: '/pages/:pageKey/content',
    getHref: (pageKey: string) => `/pages/${encodeURIComponent(pageKey)}/content`,
  },
  webhooksHistory: fixed('/webhook-history'),
  wrapperLogs: fixed('/wrapper-logs'),
  /** Spec 3 §2.1: Create Wrapper Log. */
  newWrapperLog: fixed('/wrapper-logs/new'),
  /** Spec 3 §2.1: editWrapperLog, the id passed as a prop. */
  editWrapperLog: {
    path: '/wrapper-logs/:wrapperLogId',
    getHref: (id: number) => `/wrapper-logs/${id}`,
  },
  /** The request-log view of one wrapper log (spec 3 §2.8; its path is not shown). */
  wrapperLogRequests: {
    path: '/wrapper-logs/:wrapperLogId/requests',
    getHref: (id: number) => `/wrapper-logs/${id}/requests`,
  },
  /** The partner API reference (the served OpenAPI document), linked from Settings › API keys. */
  apiReference: fixed('/settings/api-reference'),
  settings: {
    path: '/settings',
    /** A section of the page, e.g. 'api-keys' (the partner API keys). */
    getHref: (section?: 'api-keys' | 'webhook-secret') => (section ? `/settings#${section}` : '/settings'),
  },
  /** Spec 3 §2.1: the user-administration screens behind the Users list's links. */
  manageUsers: {
    createUser: fixed('/manage-users/create-user'),
    editUser: {
      path: '/manage-users/edit-user',
      getHref: (userId: number) => withQuery('/manage-users/edit-user', { userId: String(userId) }),
    },
    editPrepaid: {
      path: '/manage-users/edit-prepaid',
      getHref: (userId: number) => withQuery('/manage-users/edit-prepaid', { userId: String(userId) }),
    },
  },
  admin: {
    users: fixed('/admin/users'),
    reportBuilds: fixed('/admin/report-builds'),
  },
} as const;

/** A returnTo value is followed only when it is a path on this site (no open redirect). */
export function safeReturnTo(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  return value;
}
