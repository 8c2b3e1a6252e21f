// One chunk for the customer screens: the route table imports this module alone, so that the
// first load (index) lists one set of dependencies for the four customer routes.
export { CustomersCreateRoute } from './customers-create-route';
export { CustomersEditRoute } from './customers-edit-route';
export { CustomersListRoute } from './customers-list-route';
export { CustomersViewRoute } from './customers-view-route';
