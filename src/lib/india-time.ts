// India time for the site's code: the module lives in common/ (the server reads the same days and times).
export * from '@common/india-time';
