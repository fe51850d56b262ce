import QtQuick
import QtQuick.Window
import DixitDesktop.Controls

// The one window. Its first frame is the night sky, drawn before the game's
// Python side is imported; App.qml (every screen) is loaded into it once app.py says the
// session is ready (``ready``), a moment later.
Window {
    id: window
    objectName: "mainWindow"
    property bool ready: false
    // 1280x800, never more than the screen has room for (a 1024x600 tablet opens at
    // 1024x600); App.qml then applies the size the family left it at.
    width: Math.min(Theme.openWidth, Screen.desktopAvailableWidth > 0 ? Screen.desktopAvailableWidth : Theme.openWidth)
    height: Math.min(Theme.openHeight, Screen.desktopAvailableHeight > 0 ? Screen.desktopAvailableHeight : Theme.openHeight)
    minimumWidth: Theme.minWidth
    minimumHeight: Theme.minHeight
    visible: true
    onClosing: (close) => {
        const screens = appLoader.item as App
        if (screens)
            screens.closing(close)
    }
    title: qsTr("Dixit Desktop")
    color: Theme.nightDeep

    onWidthChanged: Theme.windowWidth = width
    onHeightChanged: Theme.windowHeight = height
    Component.onCompleted: {
        Theme.windowWidth = width
        Theme.windowHeight = height
        if (ready)
            start()
    }
    onReadyChanged: if (ready) start()
    function start(): void {
        if (!appLoader.item)
            appLoader.setSource(Qt.resolvedUrl("App.qml"), { "window": window })
    }

    NightSky {   // what the first frame shows, until the screens are ready (a moment later)
        anchors.fill: parent
        visible: !appLoader.item
    }

    Loader {
        id: appLoader
        objectName: "appLoader"
        anchors.fill: parent
        focus: true
        onLoaded: (item as Item).forceActiveFocus()
    }
}
