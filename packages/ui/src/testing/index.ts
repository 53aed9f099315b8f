// Story helpers shared by the design system's stories and the app's screen stories.
export { sampleCountries, samplePeople, samplePictureDataUrl, type SamplePerson } from './fixtures';
export { stubClipboard, stubDownloads, type StubbedDownload } from './browser-stubs';
