"""Run LocalStack's runtime (``python -m localstack.runtime.main``) with a loopback-only network guard.

Used by infra/local-aws/start.sh. The machine reaches nothing but package registries, and LocalStack
still has code paths that go out to the internet even with DISABLE_EVENTS=1, for example:
  * a DNS lookup of ``s3.<LOCALSTACK_HOST>`` when the S3 provider starts;
  * a call to api.localstack.cloud (AWS service catalog) whenever a client calls an operation or a
    service that is not served (e.g. SNS or SES while SERVICES=s3,sqs).
Instead of letting those wait for DNS or connect timeouts, every name lookup or connection that would
leave the machine fails at once (as "name not known" / "network unreachable"), and the first attempt
per host is logged to .local/logs/localstack.log as a "[local-aws offline-guard] blocked ..." line.
Loopback addresses, ``localhost`` and names listed in /etc/hosts stay allowed.

It also makes the gateway bind to the host in GATEWAY_LISTEN: LocalStack 4.13's twisted server
ignores the IPv4 host part and always listens on 0.0.0.0.
"""

import errno
import ipaddress
import os
import runpy
import socket
import sys
import traceback

PREFIX = "[local-aws offline-guard]"
_seen: set = set()


def _hosts_file_names() -> set:
    names = {"localhost", "localhost.localdomain", "ip6-localhost", "ip6-loopback"}
    try:
        with open("/etc/hosts") as fh:
            for line in fh:
                fields = line.split("#", 1)[0].split()
                names.update(n.lower() for n in fields[1:])
    except OSError:
        pass
    return names


_ALLOWED_NAMES = _hosts_file_names()


def _ip_verdict(host: str):
    """True/False for an IP literal (loopback or unspecified is allowed), None for a name."""
    try:
        ip = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return None
    if getattr(ip, "ipv4_mapped", None):
        ip = ip.ipv4_mapped
    return ip.is_loopback or ip.is_unspecified


def _host_allowed(host) -> bool:
    if host is None:
        return True
    if isinstance(host, (bytes, bytearray)):
        host = bytes(host).decode("ascii", "replace")
    host = str(host).strip().rstrip(".").lower()
    if host == "":
        return True
    verdict = _ip_verdict(host)
    if verdict is not None:
        return verdict
    return host in _ALLOWED_NAMES


def _report(what: str, target) -> None:
    key = (what, str(target))
    if key in _seen:
        return
    _seen.add(key)
    frames = [
        f"{os.path.basename(f.filename)}:{f.lineno} {f.name}"
        for f in traceback.extract_stack()[:-3]
        if "localstack_main.py" not in f.filename
    ][-4:]
    sys.stderr.write(f"{PREFIX} blocked {what} {target!r} (from {' <- '.join(reversed(frames))})\n")
    sys.stderr.flush()


def _blocked_name(what: str, host):
    _report(what, host)
    return socket.gaierror(socket.EAI_NONAME, f"{PREFIX} no network: {host}")


_getaddrinfo = socket.getaddrinfo
_gethostbyname = socket.gethostbyname
_gethostbyname_ex = socket.gethostbyname_ex
_gethostbyaddr = socket.gethostbyaddr


def getaddrinfo(host, *args, **kwargs):
    if not _host_allowed(host):
        raise _blocked_name("DNS lookup of", host)
    return _getaddrinfo(host, *args, **kwargs)


def gethostbyname(host):
    if not _host_allowed(host):
        raise _blocked_name("DNS lookup of", host)
    return _gethostbyname(host)


def gethostbyname_ex(host):
    if not _host_allowed(host):
        raise _blocked_name("DNS lookup of", host)
    return _gethostbyname_ex(host)


def gethostbyaddr(host):
    if not _host_allowed(host):
        _report("reverse DNS lookup of", host)
        raise socket.herror(1, f"{PREFIX} no network: {host}")
    return _gethostbyaddr(host)


def _address_allowed(sock, address) -> bool:
    if sock.family not in (socket.AF_INET, socket.AF_INET6):
        return True  # unix sockets, netlink, ...
    if not isinstance(address, tuple) or not address:
        return True
    return _host_allowed(address[0])


_connect = socket.socket.connect
_connect_ex = socket.socket.connect_ex
_sendto = socket.socket.sendto


def connect(self, address):
    if not _address_allowed(self, address):
        _report("connection to", address)
        raise OSError(errno.ENETUNREACH, f"{PREFIX} no network: {address}")
    return _connect(self, address)


def connect_ex(self, address):
    if not _address_allowed(self, address):
        _report("connection to", address)
        return errno.ENETUNREACH
    return _connect_ex(self, address)


def sendto(self, data, *args):
    address = args[-1] if args else None
    if not _address_allowed(self, address):
        _report("datagram to", address)
        raise OSError(errno.ENETUNREACH, f"{PREFIX} no network: {address}")
    return _sendto(self, data, *args)


def install() -> None:
    socket.getaddrinfo = getaddrinfo
    socket.gethostbyname = gethostbyname
    socket.gethostbyname_ex = gethostbyname_ex
    socket.gethostbyaddr = gethostbyaddr
    socket.socket.connect = connect
    socket.socket.connect_ex = connect_ex
    socket.socket.sendto = sendto


def bind_gateway_to_listen_host() -> None:
    hosts = {h.rsplit(":", 1)[0] for h in os.environ.get("GATEWAY_LISTEN", "").split(",") if h}
    if len(hosts) != 1:
        return
    host = hosts.pop()
    try:
        if ipaddress.ip_address(host).version != 4 or ipaddress.ip_address(host).is_unspecified:
            return
    except ValueError:
        return
    import warnings

    # Twisted warns about the optional service_identity module (TLS client checks, unused here).
    warnings.filterwarnings("ignore", message=".*service_identity.*")
    from twisted.internet import endpoints

    class TCP4ServerEndpoint(endpoints.TCP4ServerEndpoint):
        def __init__(self, reactor, port, backlog=50, interface=""):
            super().__init__(reactor, port, backlog, interface or host)

    endpoints.TCP4ServerEndpoint = TCP4ServerEndpoint


if __name__ == "__main__":
    if os.environ.get("LOCAL_AWS_OFFLINE_GUARD", "1") != "0":
        install()
    bind_gateway_to_listen_host()
    sys.argv = [sys.argv[0]]
    runpy.run_module("localstack.runtime.main", run_name="__main__", alter_sys=True)
