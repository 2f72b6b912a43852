import { COMPANY_ROLES, ROLES, STAFF_ROLES, type Role } from "@contract/common";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import {
  BookIcon,
  BriefcaseIcon,
  BuildingIcon,
  FileTextIcon,
  HomeIcon,
  KeyIcon,
  ListChecksIcon,
  PenIcon,
  ShieldIcon,
  UserCheckIcon,
  UsersIcon,
  type IconComponent,
} from "../components/icons";

type Page = LazyExoticComponent<ComponentType>;

export type RouteDef = {
  /** wouter pattern, e.g. "/companies/:companyId". */
  pattern: string;
  page: Page;
  /** Document title; the resource label when absent. */
  title?: MessageDescriptor;
  /** Roles allowed on this route when they differ from the resource's (e.g. a company user's own dashboard). */
  roles?: readonly Role[];
};

export type Resource = {
  key: string;
  /** The list path; also the sidebar link. */
  path: string;
  label: MessageDescriptor;
  icon: IconComponent;
  roles: readonly Role[];
  /** Roles whose sidebar lists it when only some of `roles` should see the entry; all of them when absent. */
  navRoles?: readonly Role[];
  page: Page;
  /** Nested routes guarded by the same roles unless they name their own. */
  children?: readonly RouteDef[];
  /** Whether the sidebar lists it, and the query string its link carries for a role. */
  nav?: { query?: (role: Role) => string };
  /** The only route reachable while a password change is required. */
  allowedDuringPasswordReset?: boolean;
};

const ADMINS: readonly Role[] = ["SuperAdmin", "Admin"];
const MANAGERS: readonly Role[] = ["Manager"];
/** Staff open a company's managers and workers from its dashboard; only Managers have them in the sidebar. */
const COMPANY_ACCOUNT_READERS: readonly Role[] = [...STAFF_ROLES, "Manager"];

/**
 * The one registry of resources: it drives the route table, the guards and the sidebar
 * (in this order). Roles follow product.md §2 "Sidebar entries and who sees them".
 */
export const RESOURCES: readonly Resource[] = [
  {
    key: "panel",
    path: "/",
    label: msg`Dashboard`,
    icon: HomeIcon,
    roles: ROLES,
    page: lazy(() => import("../features/dashboard/dashboard-page")),
    nav: {},
  },
  {
    key: "publications",
    path: "/publications",
    label: msg`Publications`,
    icon: BookIcon,
    roles: STAFF_ROLES,
    page: lazy(() => import("../features/publications/publications-list-page")),
    nav: {},
  },
  {
    key: "authors",
    path: "/authors",
    label: msg`Authors`,
    icon: PenIcon,
    roles: STAFF_ROLES,
    page: lazy(() => import("../features/authors/authors-list-page")),
    children: [
      {
        pattern: "/authors/:authorId",
        page: lazy(() => import("../features/authors/author-dashboard-page")),
        title: msg`Author`,
      },
      {
        pattern: "/authors/:authorId/add-publications",
        page: lazy(() => import("../features/authors/author-add-publications-page")),
        title: msg`Assign publications`,
      },
    ],
    nav: {},
  },
  {
    key: "companies",
    path: "/companies",
    label: msg`Companies`,
    icon: BuildingIcon,
    roles: STAFF_ROLES,
    page: lazy(() => import("../features/companies/companies-list-page")),
    children: [
      {
        pattern: "/companies/:companyId",
        page: lazy(() => import("../features/companies/company-dashboard-page")),
        title: msg`Company`,
        // Managers and workers open their own company's dashboard; the API answers 404 for any other.
        roles: ROLES,
      },
    ],
    nav: {},
  },
  {
    key: "admins",
    path: "/admins",
    label: msg`Administrators`,
    icon: ShieldIcon,
    roles: ADMINS,
    page: lazy(() => import("../features/users/admins-list-page")),
    nav: {},
  },
  {
    key: "coordinators",
    path: "/coordinators",
    label: msg`Coordinators`,
    icon: UserCheckIcon,
    roles: ADMINS,
    page: lazy(() => import("../features/users/coordinators-list-page")),
    nav: {},
  },
  {
    key: "managers",
    path: "/managers",
    label: msg`Managers`,
    icon: BriefcaseIcon,
    roles: COMPANY_ACCOUNT_READERS,
    navRoles: MANAGERS,
    page: lazy(() => import("../features/users/managers-list-page")),
    nav: {},
  },
  {
    key: "workers",
    path: "/workers",
    label: msg`Workers`,
    icon: UsersIcon,
    roles: COMPANY_ACCOUNT_READERS,
    navRoles: MANAGERS,
    page: lazy(() => import("../features/users/workers-list-page")),
    nav: {},
  },
  {
    key: "reports",
    path: "/reports",
    label: msg`Reports`,
    icon: FileTextIcon,
    roles: ROLES,
    page: lazy(() => import("../features/reports/reports-list-page")),
    nav: {},
  },
  {
    key: "positions",
    path: "/positions",
    label: msg`Positions`,
    icon: ListChecksIcon,
    roles: ROLES,
    page: lazy(() => import("../features/positions/positions-list-page")),
    nav: {
      query: (role) =>
        (COMPANY_ROLES as readonly Role[]).includes(role) ? "isReported=false" : "isVerified=false&isReported=true",
    },
  },
  {
    key: "change-password",
    path: "/change-password",
    label: msg`Change password`,
    icon: KeyIcon,
    roles: ROLES,
    page: lazy(() => import("../features/auth/change-password-page")),
    allowedDuringPasswordReset: true,
  },
];
