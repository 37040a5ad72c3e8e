/* The files feature's surface: its routes and jobs, what features that attach uploads (profile, brands) use, the checks and storing of an upload (the CV), and what the data export copies. */
export { filesRoutes } from './files.routes.ts';
export { registerFilesJobs } from './files.jobs.ts';
export { deleteFilesOfOwner, filesOfOwner, markAttached, markDiscarded, ownedFilesByName } from './files.repository.ts';
export { checkUpload, deleteStoredFiles, fileView, prepareFile, storeFile, thumbnailKey } from './files.service.ts';
