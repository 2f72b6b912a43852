// exceljs's package.json points bundlers that honour the "browser" field (Vite for workerd does)
// at its browser build, which has no streaming reader or writer. The Node entry has both and runs
// under nodejs_compat; this gives that entry the package's own types.
declare module "exceljs/excel.js" {
  import * as ExcelJS from "exceljs";
  export default ExcelJS;
}

