// The tslib helpers @docusaurus/utils-common uses, as tslib 2 defines them (see index.ts).
exports.__importDefault = function (mod) {
  return mod && mod.__esModule ? mod : {default: mod};
};
