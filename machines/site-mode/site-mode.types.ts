export interface SiteProgram {
  status: boolean;
  type: 'points' | 'plateau' | 'claim';
  feedStatus: { status: string };
}

export interface SiteModeContext {
  program: SiteProgram | null;
  signedIn: boolean;
  userStatus: string | null;
}

export type SiteModeEvent = {
  type: 'site.update';
  program: SiteProgram | null;
  signedIn: boolean;
  userStatus: string | null;
};
