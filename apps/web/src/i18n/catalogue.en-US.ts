import { retryImport } from '../routing/lazy-retry.js';
import app from './en-US.js';
import { catalogueOf, featureTexts, type MessageCatalogue } from './resources.js';

// The `locale` query makes the build keep only this language of each module (build/locale-slice.ts);
// import.meta.glob takes literals only, hence one such file per language.
export default catalogueOf('en-US', {
  contracts: import.meta.glob<MessageCatalogue>('../../../../packages/contracts/src/messages.ts', {
    eager: true,
    query: { locale: 'en-US' },
    import: 'MESSAGES',
  }),
  app,
  features: {
    ...import.meta.glob<MessageCatalogue>(['../**/messages.ts', '!../admin/**'], {
      eager: true,
      query: { locale: 'en-US' },
      import: 'default',
    }),
    // The portal uses the back office's shared components (upload field, form helpers).
    ...import.meta.glob<MessageCatalogue>('../admin/shared/messages.ts', {
      eager: true,
      query: { locale: 'en-US' },
      import: 'default',
    }),
  },
});

/** The back office's own texts, fetched when a staff member first opens it. */
export async function backOfficeTexts(): Promise<Record<string, string>> {
  const loaders = import.meta.glob<MessageCatalogue>(['../admin/**/messages.ts', '!../admin/shared/**'], {
    query: { locale: 'en-US' },
    import: 'default',
  });
  return featureTexts('en-US', await Promise.all(Object.values(loaders).map((load) => retryImport(load))));
}
