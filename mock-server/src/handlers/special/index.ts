// Handlers for calls that are not the standard pattern, by "METHOD /path".
import type { Handler } from '../../call.ts';
import { accountSpecials } from './accounts.ts';
import { authSpecials } from './auth.ts';
import { dictSpecials } from './dict.ts';
import { dictTreeSpecials } from './dict-tree.ts';
import { grantSpecials } from './grants.ts';
import { installMaterialSpecials } from './install-materials.ts';
import { lookupSpecials } from './lookups.ts';
import { messageSpecials } from './messages.ts';
import { userExcelSpecials } from './user-excel.ts';
import { regionExportSpecials } from './region-export.ts';
import { tenantSpecials } from './tenant.ts';
import { translateLabelSpecials } from './translate-labels.ts';
import { fileSpecials } from './files.ts';
import { flowSpecials } from './flow.ts';
import { productAttributeSpecials } from './product-attributes.ts';
import { purchaseSpecials } from './purchase.ts';
import { purchaseLookupSpecials } from './purchase-lookups.ts';
import { saleSpecials } from './sale.ts';
import { saleAppSpecials } from './sale-app.ts';
import { saleBindingSpecials } from './sale-bindings.ts';
import { saleReportSpecials } from './sale-reports.ts';
import { salesOrderSpecials } from './sales-orders.ts';
import { systemSpecials } from './system.ts';
import { userSpecials } from './user.ts';
import { warehouseOrderSpecials } from './warehouse-orders.ts';

export const SPECIALS: Record<string, Handler> = {
  ...authSpecials,
  ...systemSpecials,
  ...dictSpecials,
  ...dictTreeSpecials,
  ...grantSpecials,
  ...lookupSpecials,
  ...userExcelSpecials,
  ...regionExportSpecials,
  ...tenantSpecials,
  ...userSpecials,
  ...saleSpecials,
  ...saleBindingSpecials,
  ...saleReportSpecials,
  ...salesOrderSpecials,
  ...purchaseSpecials,
  ...purchaseLookupSpecials,
  ...messageSpecials,
  ...flowSpecials,
  ...fileSpecials,
  ...accountSpecials,
  ...saleAppSpecials,
  ...translateLabelSpecials,
  ...installMaterialSpecials,
  ...productAttributeSpecials,
  ...warehouseOrderSpecials,
};

/** Calls that need no Blade-Auth even when the contract is not loaded with them. */
export const PUBLIC_PATHS = new Set([
  '/blade-auth/oauth/token',
  '/blade-auth/oauth/token/refresh',
  '/blade-auth/oauth/captcha',
  '/blade-system/tenant/info',
  '/blade-user/register-guest',
]);
