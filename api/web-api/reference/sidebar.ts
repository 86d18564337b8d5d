import type { SidebarsConfig } from "@docusaurus/plugin-content-docs";

const sidebar: SidebarsConfig = {
  apisidebar: [
    {
      type: "category",
      label: "Time recordings",
      collapsed: false,
      items: [
        {
          type: "doc",
          translatable: true,
          id: "reference/list-time-recordings",
          label: "List time recordings",
          className: "api-method get",
          customProps: {
            method: "get",
            path: "/api/timeRecordings",
          },
        },
        {
          type: "doc",
          translatable: true,
          id: "reference/create-time-recording",
          label: "Create a time recording",
          className: "api-method post",
          customProps: {
            method: "post",
            path: "/api/timeRecordings",
          },
        },
      ],
    },
    {
      type: "category",
      label: "Master data",
      collapsed: false,
      items: [
        {
          type: "doc",
          translatable: true,
          id: "reference/list-resources",
          label: "List resources",
          className: "api-method get",
          customProps: {
            method: "get",
            path: "/api/resources",
          },
        },
        {
          type: "doc",
          translatable: true,
          id: "reference/list-customers",
          label: "List customers",
          className: "api-method get",
          customProps: {
            method: "get",
            path: "/api/customers",
          },
        },
        {
          type: "doc",
          translatable: true,
          id: "reference/list-jobs",
          label: "List projects",
          className: "api-method get",
          customProps: {
            method: "get",
            path: "/api/jobs",
          },
        },
        {
          type: "doc",
          translatable: true,
          id: "reference/list-job-tasks",
          label: "List project tasks",
          className: "api-method get",
          customProps: {
            method: "get",
            path: "/api/jobTasks",
          },
        },
      ],
    },
    {
      type: "category",
      label: "Resource assignments",
      collapsed: false,
      items: [
        {
          type: "doc",
          translatable: true,
          id: "reference/list-assigned-customers",
          label: "List assigned customers",
          className: "api-method get",
          customProps: {
            method: "get",
            path: "/api/resourceJobAssignments/Customers",
          },
        },
        {
          type: "doc",
          translatable: true,
          id: "reference/list-assigned-jobs",
          label: "List assigned projects",
          className: "api-method get",
          customProps: {
            method: "get",
            path: "/api/resourceJobAssignments/Jobs",
          },
        },
        {
          type: "doc",
          translatable: true,
          id: "reference/list-assigned-job-tasks",
          label: "List assigned project tasks",
          className: "api-method get",
          customProps: {
            method: "get",
            path: "/api/resourceJobAssignments/JobTasks",
          },
        },
        {
          type: "doc",
          translatable: true,
          id: "reference/list-assigned-job-planning-lines",
          label: "List assigned planning lines",
          className: "api-method get",
          customProps: {
            method: "get",
            path: "/api/resourceJobAssignments/JobPlanningLines",
          },
        },
      ],
    },
  ],
};

export default sidebar.apisidebar;
