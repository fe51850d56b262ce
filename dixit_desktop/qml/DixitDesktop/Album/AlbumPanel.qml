import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// Save the story of a game as a picture book: the paper size, then a PDF and a picture of
// each page written off the UI thread, with how far it is, a way to stop, and where it went.
// Created only while Album.panelOpen (a Loader on the end and story screens).
Rectangle {
    id: panel
    objectName: "albumPanel"
    color: Theme.veil
    Component.onCompleted: (Album.busy ? cancelButton : saveButton).forceActiveFocus()
    readonly property bool busy: Album.busy
    onBusyChanged: (busy ? cancelButton : Album.canOpenFolder ? openButton : closeButton).forceActiveFocus()

    MouseArea { anchors.fill: parent }   // nothing behind can be touched meanwhile
    Keys.onEscapePressed: Album.busy ? Album.cancel() : Album.close()   // Esc: stop, or close

    Panel {
        id: sheet
        objectName: "albumSheet"
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, Theme.dialogWidth)
        height: Math.min(parent.height - 2 * Theme.gap, column.implicitHeight + 2 * Theme.margin)
        border.color: Theme.gold
        border.width: Theme.dialogBorder

        ColumnLayout {
            id: column
            anchors.fill: parent
            anchors.margins: Theme.margin
            spacing: Theme.gap

            // The words, each line at its own height, one under the other: in a window too
            // short for them they scroll, never squeezed onto one another; the buttons stay.
            Flickable {
                id: scroll
                objectName: "albumScroll"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredHeight: content.implicitHeight
                contentWidth: width
                contentHeight: content.implicitHeight
                clip: interactive
                interactive: contentHeight > height + 1
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {
                    id: scrollBar
                    objectName: "albumScrollBar"
                    policy: scroll.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                }

                ColumnLayout {
                    id: content
                    // clear of the scroll bar when there is one
                    width: scroll.width - (scroll.interactive ? scrollBar.width + Theme.gapSmall : 0)
                    spacing: Theme.gap

                    TitleText {
                        objectName: "albumTitle"
                        Layout.fillWidth: true
                        text: qsTr("The album of this game")
                        color: Theme.ink
                        wrapMode: Text.WordWrap
                        Accessible.role: Accessible.Heading
                        Accessible.name: text
                    }
                    BodyText {
                        objectName: "albumAbout"
                        Layout.fillWidth: true
                        text: qsTr("A picture book of every turn: a PDF to print, and a picture of each page, saved in %1.").arg(Album.folderText)
                        color: Theme.inkSoft
                        wrapMode: Text.Wrap
                    }

                    RowLayout {   // the paper: A4 or US Letter
                        objectName: "albumPaper"
                        Layout.fillWidth: true
                        visible: !Album.busy && !Album.saved
                        spacing: Theme.gapMedium
                        BodyText {
                            text: qsTr("Paper")
                            color: Theme.ink
                        }
                        BigButton {
                            id: a4Button
                            objectName: "albumA4"
                            text: qsTr("A4")
                            tone: Album.pageSize === Album.A4 ? "ink" : "paper"
                            font.pixelSize: Theme.fontBody
                            Accessible.name: qsTr("Print on A4 paper")
                            Accessible.checkable: true
                            Accessible.checked: Album.pageSize === Album.A4
                            onActivated: Album.pageSize = Album.A4
                            KeyNavigation.right: letterButton
                        }
                        BigButton {
                            id: letterButton
                            objectName: "albumLetter"
                            text: qsTr("US Letter")
                            tone: Album.pageSize === Album.LETTER ? "ink" : "paper"
                            font.pixelSize: Theme.fontBody
                            Accessible.name: qsTr("Print on US Letter paper")
                            Accessible.checkable: true
                            Accessible.checked: Album.pageSize === Album.LETTER
                            onActivated: Album.pageSize = Album.LETTER
                            KeyNavigation.down: saveButton
                        }
                        Item { Layout.fillWidth: true }
                    }

                    ColumnLayout {   // how far the album is: the page being made, over its bar
                        Layout.fillWidth: true
                        visible: Album.busy
                        spacing: Theme.gapSmall

                        BodyText {   // "Page 7 of 32"
                            objectName: "albumPage"
                            Layout.fillWidth: true
                            visible: Album.pages > 0
                            text: qsTr("Page %1 of %2").arg(Album.page).arg(Album.pages)
                            color: Theme.ink
                            wrapMode: Text.Wrap
                            Accessible.ignored: true   // the bar says the same to a screen reader
                        }
                        Rectangle {
                            objectName: "albumProgress"
                            Layout.fillWidth: true
                            Layout.preferredHeight: Theme.barHeight
                            radius: height / 2
                            color: Theme.paperShade
                            Accessible.role: Accessible.ProgressBar
                            Accessible.name: qsTr("Making the album: page %1 of %2").arg(Album.page).arg(Album.pages)
                            Rectangle {   // from the start of a line: the right, right to left
                                anchors.left: parent.left
                                anchors.top: parent.top
                                anchors.bottom: parent.bottom
                                width: parent.width * Math.max(0, Math.min(1, Album.progress))
                                radius: height / 2
                                color: Theme.good
                                Behavior on width { NumberAnimation { duration: Theme.fadeMs } }
                            }
                        }
                    }

                    BodyText {
                        objectName: "albumOutcome"
                        Layout.fillWidth: true
                        visible: text !== ""
                        text: Album.outcome
                        color: Theme.ink
                        wrapMode: Text.Wrap
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                    }
                }
            }

            RowLayout {
                objectName: "albumButtons"
                Layout.alignment: Qt.AlignRight
                spacing: Theme.gap
                BigButton {
                    id: closeButton
                    objectName: "albumClose"
                    visible: !Album.busy
                    text: Album.saved ? qsTr("Done") : qsTr("Close")
                    tone: "paper"
                    Accessible.name: qsTr("Close the album panel")
                    onActivated: Album.close()
                    KeyNavigation.right: Album.saved ? openButton : saveButton
                }
                BigButton {
                    id: cancelButton
                    objectName: "albumCancel"
                    visible: Album.busy
                    text: qsTr("Stop")
                    tone: "paper"
                    Accessible.name: qsTr("Stop making the album; nothing is kept")
                    activeFocusOnTab: true
                    onActivated: Album.cancel()
                }
                BigButton {
                    id: openButton
                    objectName: "albumOpenFolder"
                    visible: Album.canOpenFolder
                    text: qsTr("Open the folder")
                    Accessible.name: qsTr("Open the folder with the album")
                    onActivated: Album.openFolder()
                }
                BigButton {
                    id: saveButton
                    objectName: "albumSave"
                    visible: !Album.busy && !Album.saved
                    text: qsTr("Save the album")
                    Accessible.name: qsTr("Save the album of this game")
                    onActivated: Album.start()
                    KeyNavigation.up: a4Button
                }
            }
        }
    }
}
